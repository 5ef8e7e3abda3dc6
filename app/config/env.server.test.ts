import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("runs with no settings at all, on SQLite at port 3000", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.SQLITE_PATH).toBe("./data/site.db");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.TRUST_PROXY).toBe(false);
  });

  it("lists every bad variable in one error", () => {
    expect(() => parseEnv({ PORT: "http", DATABASE_URL: "mysql://x", SITE_URL: "ftp://x" })).toThrowError(
      /PORT[\s\S]*(DATABASE_URL|SITE_URL)[\s\S]*(DATABASE_URL|SITE_URL)/,
    );
  });

  it("reads TRUST_PROXY as a flag", () => {
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(true);
  });
});
