import { describe, expect, it } from "vitest";
import { linkIndexForKey } from "./menu-keys.ts";

describe("linkIndexForKey", () => {
  it("steps down and wraps from the last link to the first", () => {
    expect([0, 1, 2].map((index) => linkIndexForKey("ArrowDown", index, 3))).toEqual([1, 2, 0]);
  });
  it("steps up and wraps from the first link to the last", () => {
    expect([0, 1, 2].map((index) => linkIndexForKey("ArrowUp", index, 3))).toEqual([2, 0, 1]);
  });
  it("jumps to the ends with Home and End", () => {
    expect(linkIndexForKey("Home", 4, 6)).toBe(0);
    expect(linkIndexForKey("End", 1, 6)).toBe(5);
  });
  it("starts at the first link going down and at the last going up when none has the focus", () => {
    expect(linkIndexForKey("ArrowDown", -1, 6)).toBe(0);
    expect(linkIndexForKey("ArrowUp", -1, 6)).toBe(5);
  });
  it("leaves other keys and empty lists alone", () => {
    expect(linkIndexForKey("Tab", 0, 6)).toBeNull();
    expect(linkIndexForKey("a", 0, 6)).toBeNull();
    expect(linkIndexForKey("ArrowDown", -1, 0)).toBeNull();
  });
});
