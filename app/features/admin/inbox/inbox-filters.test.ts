import { describe, expect, it } from "vitest";
import { inboxSearchParams, parseInboxFilters, SEARCH_MAX_LENGTH, withInboxFilters } from "./inbox-filters.ts";

const parse = (query: string) => parseInboxFilters(new URLSearchParams(query));

describe("inbox filters in the URL", () => {
  it("reads search, status, page and job", () => {
    expect(parse("q=%20Asha%20&status=handled&page=3&job=7")).toEqual({ q: "Asha", status: "handled", page: 3, job: 7 });
  });

  it("falls back to the defaults for values nobody could have chosen", () => {
    expect(parse("status=deleted&page=0&job=abc")).toEqual({ q: "", status: null, page: 1, job: null });
    expect(parse("page=-2&job=1e3")).toMatchObject({ page: 1, job: null });
    expect(parse("page=99999999999")).toMatchObject({ page: 1 });
    expect(parse(`q=${"a".repeat(SEARCH_MAX_LENGTH + 50)}`).q).toHaveLength(SEARCH_MAX_LENGTH);
  });

  it("writes only what differs from the defaults, so links stay short", () => {
    expect(inboxSearchParams(parse("")).toString()).toBe("");
    expect(withInboxFilters("/admin/enquiries", parse("q=zo%C3%AB&page=2"), { page: 1 })).toBe("/admin/enquiries?q=zo%C3%AB");
    expect(withInboxFilters("/admin/applications", parse("job=4&status=new"), { page: 2 })).toBe("/admin/applications?status=new&job=4&page=2");
  });
});
