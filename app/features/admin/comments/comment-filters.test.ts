import { describe, expect, it } from "vitest";
import { readKeysetPosition } from "#app/lib/paging/keyset-cursor.ts";
import { commentsPath, readCommentFilters } from "./comment-filters.ts";

describe("comment filters", () => {
  it("reads post and status, ignoring what cannot be one", () => {
    expect(readCommentFilters(new URLSearchParams("post=12&status=hidden&page=3"))).toEqual({ postId: 12, status: "hidden" });
    expect(readCommentFilters(new URLSearchParams("post=abc&status=deleted"))).toEqual({ postId: null, status: null });
  });

  it("writes the same filters and position back into a URL, with a notice", () => {
    const position = { direction: "older" as const, cursor: { key: "2026-11-01T09:00:00.000Z", id: 41 } };
    const path = commentsPath({ postId: 12, status: "visible" }, position, "shown");
    const params = new URL(path, "http://x").searchParams;
    expect(readCommentFilters(params)).toEqual({ postId: 12, status: "visible" });
    expect(readKeysetPosition(params)).toEqual(position);
    expect(params.get("notice")).toBe("shown");
    expect(commentsPath({ postId: null, status: null })).toBe("/admin/comments");
  });
});
