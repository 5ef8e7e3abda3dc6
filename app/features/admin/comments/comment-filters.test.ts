import { describe, expect, it } from "vitest";
import { commentsPath, readCommentFilters } from "./comment-filters.ts";

describe("comment filters", () => {
  it("reads post, status and page, ignoring what cannot be one", () => {
    expect(readCommentFilters(new URLSearchParams("post=12&status=hidden&page=3"))).toEqual({ postId: 12, status: "hidden", page: 3 });
    expect(readCommentFilters(new URLSearchParams("post=abc&status=deleted&page=0"))).toEqual({ postId: null, status: null, page: 1 });
  });

  it("writes the same filters back into a URL, with a notice", () => {
    const filters = readCommentFilters(new URLSearchParams("post=12&status=visible&page=2&notice=hidden"));
    expect(commentsPath(filters, "shown")).toBe("/admin/comments?post=12&status=visible&page=2&notice=shown");
    expect(commentsPath({ postId: null, status: null, page: 1 })).toBe("/admin/comments");
  });
});
