import { describe, expect, it } from "vitest";
import { slideDistance, swipeStep, wrapIndex } from "./wrap-index";

describe("wrapIndex", () => {
  it("goes from the last slide to the first", () => {
    expect(wrapIndex(4, 4)).toBe(0);
  });
  it("goes from the first slide back to the last", () => {
    expect(wrapIndex(-1, 4)).toBe(3);
  });
  it("keeps indexes inside the range as they are", () => {
    expect([0, 1, 2, 3].map((i) => wrapIndex(i, 4))).toEqual([0, 1, 2, 3]);
  });
  it("returns 0 for an empty carousel", () => {
    expect(wrapIndex(3, 0)).toBe(0);
  });
});

describe("slideDistance", () => {
  it("counts the shorter way round, so the last slide is next to the first", () => {
    expect([0, 1, 2, 3, 4].map((i) => slideDistance(0, i, 5))).toEqual([0, 1, 2, 2, 1]);
  });
  it("is the same both ways", () => {
    expect(slideDistance(1, 6, 7)).toBe(slideDistance(6, 1, 7));
  });
});

describe("swipeStep", () => {
  it("shows the next slide for a drag to the left and the previous for one to the right", () => {
    expect(swipeStep(-80)).toBe(1);
    expect(swipeStep(80)).toBe(-1);
  });
  it("ignores short drags and taps", () => {
    expect([0, 50, -50, 12].map(swipeStep)).toEqual([0, 0, 0, 0]);
  });
});
