import { describe, expect, it } from "vitest";
import { wrapIndex } from "./wrap-index";

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
