import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server.ts";
import { DEFAULT_SITE_URL, missingSiteUrlWarning, parseSiteUrl, readSiteOrigin } from "./site-url.ts";

describe("SITE_URL", () => {
  it("is an http(s) origin, kept without a trailing slash; a path, query or credentials are refused", () => {
    expect(readSiteOrigin("https://www.kairav.example")).toBe("https://www.kairav.example");
    expect(readSiteOrigin("https://www.kairav.example/")).toBe("https://www.kairav.example");
    expect(readSiteOrigin("HTTP://Kairav.Example:8080")).toBe("http://kairav.example:8080");
    for (const bad of ["https://www.kairav.example/site", "https://www.kairav.example?x=1", "https://user:pw@kairav.example", "ftp://kairav.example", "kairav.example"]) {
      expect(readSiteOrigin(bad), bad).toBeNull();
    }
  });

  it("defaults to the development origin, and stops the start when it is not an origin", () => {
    expect(parseSiteUrl(undefined)).toBe(DEFAULT_SITE_URL);
    expect(parseEnv({}).SITE_URL).toBe("http://localhost:3000");
    expect(parseEnv({ SITE_URL: "https://www.kairav.example/" }).SITE_URL).toBe("https://www.kairav.example");
    expect(() => parseEnv({ SITE_URL: "https://www.kairav.example/en" })).toThrowError(/SITE_URL must be an http\(s\) origin without a path/);
  });

  it("is warned about at start only in production without it", () => {
    expect(missingSiteUrlWarning("production", undefined)).toMatch(/^SITE_URL is not set: .*http:\/\/localhost:3000/);
    expect(missingSiteUrlWarning("production", " ")).not.toBeNull();
    expect(missingSiteUrlWarning("production", "https://www.kairav.example")).toBeNull();
    expect(missingSiteUrlWarning("development", undefined)).toBeNull();
    expect(missingSiteUrlWarning("test", undefined)).toBeNull();
  });
});
