import { describe, expect, it } from "vitest";
import { mediaListPath, parseMediaFilters } from "./media-filters.ts";

describe("the media grid's filters in the URL", () => {
  it("reads search, kind and page, falling back for nonsense", () => {
    expect(parseMediaFilters(new URLSearchParams("q=%20bridge%20&kind=png&page=3"))).toEqual({ q: "bridge", kind: "png", page: 3 });
    expect(parseMediaFilters(new URLSearchParams("kind=svg&page=-1"))).toEqual({ q: "", kind: null, page: 1 });
    expect(parseMediaFilters(new URLSearchParams(`q=${"x".repeat(500)}&kind=__proto__`)).q).toHaveLength(200);
  });

  it("writes the URL back, defaults left out", () => {
    expect(mediaListPath({ q: "", kind: null, page: 1 })).toBe("/admin/media");
    expect(mediaListPath({ q: "a b", kind: "gif", page: 1 }, { page: 2 })).toBe("/admin/media?q=a+b&kind=gif&page=2");
  });
});
