import { describe, expect, it } from "vitest";
import { redirectPathKey } from "#app/lib/http/redirect-path-key.ts";
import { FROM_PATH_MAX_LENGTH, normalizeFromPath, normalizeToTarget, targetPathOnSite } from "./normalize-redirect.ts";

const from = (input: string) => normalizeFromPath(input);
const stored = (input: string) => {
  const result = normalizeFromPath(input);
  if (!result.ok) throw new Error(result.message);
  return result.value;
};

describe("old addresses of redirects", () => {
  it("are stored with a leading slash, without query, fragment or trailing slash, except the root", () => {
    expect(stored("/old-page")).toBe("/old-page");
    expect(stored("old-page")).toBe("/old-page");
    expect(stored("  /old-page/  ")).toBe("/old-page");
    expect(stored("/old/page//")).toBe("/old/page");
    expect(stored("/old-page?id=4&x=1#top")).toBe("/old-page");
    expect(stored("/")).toBe("/");
    expect(stored("/?utm=1")).toBe("/");
  });

  it("are percent-encoded as browsers send them, with dot segments resolved and letter case kept", () => {
    expect(stored("/über uns")).toBe("/%C3%BCber%20uns");
    expect(stored("/%C3%BCber%20uns")).toBe("/%C3%BCber%20uns");
    expect(stored("/a/../Old")).toBe("/Old");
  });

  it("are refused when empty, too long, a full URL or under the site's own addresses, with the reason", () => {
    expect(from("   ")).toEqual({ ok: false, message: expect.stringContaining("Enter the old address") });
    expect(from(`/${"a".repeat(FROM_PATH_MAX_LENGTH)}`)).toEqual({ ok: false, message: `The old address must be at most ${FROM_PATH_MAX_LENGTH} characters.` });
    expect(stored(`/${"a".repeat(FROM_PATH_MAX_LENGTH - 1)}`)).toHaveLength(FROM_PATH_MAX_LENGTH);
    expect(from("https://www.kairav.example/old")).toMatchObject({ ok: false, message: expect.stringContaining("without https://") });
    expect(from("//evil.example/old")).toMatchObject({ ok: false });
    expect(from("/old\nLocation: x")).toMatchObject({ ok: false, message: expect.stringContaining("control characters") });
    for (const reserved of ["/admin", "/admin/pages", "/ADMIN/users", "/media/1.webp", "/assets/app.js", "/api/enquiries", "/healthz"]) {
      expect(from(reserved), reserved).toMatchObject({ ok: false, message: expect.stringContaining("belong to the site itself") });
    }
    // Only the whole first segment is reserved.
    expect(stored("/administration")).toBe("/administration");
    expect(stored("/mediation")).toBe("/mediation");
  });

  it("and the paths of requests share one form, so a visit finds its redirect", () => {
    expect(redirectPathKey("/old-page/")).toBe(stored("/old-page"));
    expect(redirectPathKey("/%C3%BCber%20uns")).toBe(stored("/über uns"));
    expect(redirectPathKey("//evil.example/x")).toBeNull();
    expect(redirectPathKey("/\\evil.example/x")).toBeNull();
  });
});

describe("new addresses of redirects", () => {
  it("are a path of this site with its query and fragment, or an absolute http(s) URL", () => {
    expect(normalizeToTarget(" /services/cloud-management?ref=old#pricing ")).toEqual({ ok: true, value: "/services/cloud-management?ref=old#pricing" });
    expect(normalizeToTarget("/neue seite")).toEqual({ ok: true, value: "/neue%20seite" });
    expect(normalizeToTarget("https://partner.example/offer?x=1")).toEqual({ ok: true, value: "https://partner.example/offer?x=1" });
    expect(normalizeToTarget("HTTP://Partner.Example")).toEqual({ ok: true, value: "http://partner.example/" });
  });

  it("are refused when they could lead elsewhere than they say", () => {
    expect(normalizeToTarget("")).toMatchObject({ ok: false });
    expect(normalizeToTarget("partner.example/offer")).toMatchObject({ ok: false, message: expect.stringContaining("Start the new address with /") });
    expect(normalizeToTarget("//evil.example")).toMatchObject({ ok: false });
    expect(normalizeToTarget("/\\evil.example")).toMatchObject({ ok: false });
    expect(normalizeToTarget("javascript:alert(1)")).toMatchObject({ ok: false });
    expect(normalizeToTarget("https://user:secret@partner.example/")).toMatchObject({ ok: false, message: expect.stringContaining("password") });
    expect(normalizeToTarget("/a\r\nSet-Cookie: x")).toMatchObject({ ok: false });
  });

  it("name the path of this site they lead to, an absolute URL of the site's origin included", () => {
    const site = "https://www.kairav.example";
    expect(targetPathOnSite("/services/cloud/?ref=1", site)).toBe("/services/cloud");
    expect(targetPathOnSite("https://www.kairav.example/services/cloud#x", site)).toBe("/services/cloud");
    expect(targetPathOnSite("https://partner.example/services/cloud", site)).toBeNull();
  });
});
