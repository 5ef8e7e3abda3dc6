import { describe, expect, it } from "vitest";
import { createPreviewToken, PREVIEW_LINK_DAYS, readPreviewToken } from "./preview-link.server.ts";

describe("a shared preview link", () => {
  const now = new Date("2026-11-25T10:00:00Z");

  it("opens the page it was made for until it expires", () => {
    const token = createPreviewToken(42, now);
    expect(readPreviewToken(token, now)).toEqual({ ok: true, pageId: 42 });
    const almost = new Date(now.getTime() + PREVIEW_LINK_DAYS * 86_400_000 - 1);
    expect(readPreviewToken(token, almost)).toEqual({ ok: true, pageId: 42 });
    expect(readPreviewToken(token, new Date(almost.getTime() + 1))).toEqual({ ok: false, reason: "expired" });
  });

  it("refuses a token someone changed or made up", () => {
    const [, expires, signature] = createPreviewToken(42, now).split(".");
    expect(readPreviewToken(`43.${expires}.${signature}`, now)).toEqual({ ok: false, reason: "invalid" });
    expect(readPreviewToken(`42.${Number(expires) + 1}.${signature}`, now)).toEqual({ ok: false, reason: "invalid" });
    for (const token of ["", "42", "42.1.x", "../../etc", `42.${expires}.${"A".repeat(43)}`, "%00"]) expect(readPreviewToken(token, now).ok, token).toBe(false);
  });
});
