import { describe, expect, it } from "vitest";
import { readBlogListQuery, readPostId } from "./read-blog-url.ts";

const at = (query: string) => readBlogListQuery(new URL(`http://localhost/blog${query}`));

describe("readBlogListQuery", () => {
  it("reads the page and the category", () => {
    expect(at("")).toEqual({ page: 1, categorySlug: null });
    expect(at("?page=3")).toEqual({ page: 3, categorySlug: null });
    expect(at("?category=security&page=2")).toEqual({ page: 2, categorySlug: "security" });
    expect(at("?category=")).toEqual({ page: 1, categorySlug: null });
  });

  it("redirects pages that are not positive whole numbers to a clean URL", () => {
    expect(at("?page=abc").redirectTo).toBe("/blog");
    expect(at("?page=0").redirectTo).toBe("/blog");
    expect(at("?page=-2").redirectTo).toBe("/blog");
    expect(at("?page=1")).toEqual({ page: 1, categorySlug: null });
    expect(at("?page=02&category=security").redirectTo).toBe("/blog?category=security&page=2");
    expect(at("?page=99999999999").redirectTo).toBe("/blog");
  });
});

describe("readPostId", () => {
  it("reads a numeric id", () => {
    expect(readPostId("7")).toEqual({ id: 7 });
  });

  it("sends a missing or non-numeric id to /blog/1", () => {
    for (const raw of [undefined, "", "abc", "1.5", "-3", "7abc", "%3Cscript%3E"]) expect(readPostId(raw), String(raw)).toEqual({ redirectTo: "/blog/1" });
  });

  it("drops leading zeros", () => {
    expect(readPostId("007")).toEqual({ redirectTo: "/blog/7" });
  });
});
