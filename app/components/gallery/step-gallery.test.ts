import { describe, expect, it } from "vitest";
import { stepGallery } from "./step-gallery";

const sizes = [5, 4, 12, 16, 6];

describe("stepGallery", () => {
  it("moves within an album", () => {
    expect(stepGallery(sizes, { album: 2, photo: 3 }, 1)).toEqual({ album: 2, photo: 4 });
    expect(stepGallery(sizes, { album: 2, photo: 3 }, -1)).toEqual({ album: 2, photo: 2 });
  });
  it("goes from an album's last photo to the next album's first", () => {
    expect(stepGallery(sizes, { album: 0, photo: 4 }, 1)).toEqual({ album: 1, photo: 0 });
  });
  it("wraps from the last album to the first", () => {
    expect(stepGallery(sizes, { album: 4, photo: 5 }, 1)).toEqual({ album: 0, photo: 0 });
  });
  it("goes back from a first photo to the previous album's last", () => {
    expect(stepGallery(sizes, { album: 3, photo: 0 }, -1)).toEqual({ album: 2, photo: 11 });
  });
  it("goes back from the very first photo to the last album's last", () => {
    expect(stepGallery(sizes, { album: 0, photo: 0 }, -1)).toEqual({ album: 4, photo: 5 });
  });
});
