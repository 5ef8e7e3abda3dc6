import { describe, expect, it } from "vitest";
import { encodeKeysetCursor } from "#app/lib/paging/keyset-cursor.ts";
import { mediaListPath, parseMediaFilters } from "./media-filters.ts";

describe("the media grid's filters in the URL", () => {
  it("reads search and kind, falling back for nonsense", () => {
    expect(parseMediaFilters(new URLSearchParams("q=%20bridge%20&kind=png&page=3"))).toEqual({ q: "bridge", kind: "png" });
    expect(parseMediaFilters(new URLSearchParams("kind=tiff"))).toEqual({ q: "", kind: null });
    expect(parseMediaFilters(new URLSearchParams(`q=${"x".repeat(500)}&kind=__proto__`)).q).toHaveLength(200);
  });

  it("writes the URL back, defaults left out, the page position last", () => {
    expect(mediaListPath({ q: "", kind: null })).toBe("/admin/media");
    const cursor = { key: "2026-11-01T09:00:00.000Z", id: 9 };
    expect(mediaListPath({ q: "a b", kind: "gif" }, {}, { direction: "older", cursor })).toBe(`/admin/media?q=a+b&kind=gif&older=${encodeKeysetCursor(cursor)}`);
  });
});
