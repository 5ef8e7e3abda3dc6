import { describe, expect, it } from "vitest";
import { encodeKeysetCursor } from "#app/lib/paging/keyset-cursor.ts";
import { inboxSearchParams, parseInboxFilters, readListReturnPosition, SEARCH_MAX_LENGTH, withInboxFilters } from "./inbox-filters.ts";

const parse = (query: string) => parseInboxFilters(new URLSearchParams(query));

describe("inbox filters in the URL", () => {
  it("reads search, status and job", () => {
    expect(parse("q=%20Asha%20&status=handled&page=3&job=7")).toEqual({ q: "Asha", status: "handled", job: 7 });
  });

  it("falls back to the defaults for values nobody could have chosen", () => {
    expect(parse("status=deleted&job=abc")).toEqual({ q: "", status: null, job: null });
    expect(parse("job=1e3")).toMatchObject({ job: null });
    expect(parse(`q=${"a".repeat(SEARCH_MAX_LENGTH + 50)}`).q).toHaveLength(SEARCH_MAX_LENGTH);
  });

  it("writes only what differs from the defaults, so links stay short, and the page position after the filters", () => {
    expect(inboxSearchParams(parse("")).toString()).toBe("");
    expect(withInboxFilters("/admin/enquiries", parse("q=zo%C3%AB&page=2"))).toBe("/admin/enquiries?q=zo%C3%AB");
    const position = { direction: "older" as const, cursor: { key: "2026-11-01T09:00:00.000Z", id: 7 } };
    expect(withInboxFilters("/admin/applications", parse("job=4&status=new"), {}, position)).toBe(`/admin/applications?status=new&job=4&older=${encodeKeysetCursor(position.cursor)}`);
  });

  it("leads a detail page back to the list's page, or to its first page when the position is damaged", () => {
    const cursor = encodeKeysetCursor({ key: "2026-11-01T09:00:00.000Z", id: 7 });
    expect(readListReturnPosition(new URLSearchParams(`newer=${cursor}`))).toEqual({ direction: "newer", cursor: { key: "2026-11-01T09:00:00.000Z", id: 7 } });
    expect(readListReturnPosition(new URLSearchParams("older=%%%"))).toBeNull();
  });
});
