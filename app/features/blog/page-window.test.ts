import { describe, expect, it } from "vitest";
import { pageWindow } from "./page-window.ts";

describe("the blog's page numbers", () => {
  it("shows every page when there are few", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("shows the first, the last and two on each side of the current page, with gaps between", () => {
    expect(pageWindow(1, 4002)).toEqual([1, 2, 3, "gap", 4002]);
    expect(pageWindow(2000, 4002)).toEqual([1, "gap", 1998, 1999, 2000, 2001, 2002, "gap", 4002]);
    expect(pageWindow(4002, 4002)).toEqual([1, "gap", 4000, 4001, 4002]);
  });

  it("writes out a single left-out number rather than a gap", () => {
    expect(pageWindow(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, "gap", 20]);
  });

  it("never shows more than nine entries", () => {
    for (let page = 1; page <= 300; page += 1) expect(pageWindow(page, 300).length, String(page)).toBeLessThanOrEqual(9);
  });
});
