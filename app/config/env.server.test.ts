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

  it("requires a shared captcha key and session secret when running on PostgreSQL", () => {
    expect(() => parseEnv({ DATABASE_URL: "postgres://db/site" })).toThrowError(/ALTCHA_HMAC_KEY[\s\S]*SESSION_SECRET/);
    expect(() => parseEnv({ DATABASE_URL: "postgres://db/site", ALTCHA_HMAC_KEY: "k".repeat(32) })).toThrowError(/SESSION_SECRET/);
    expect(() => parseEnv({ SESSION_SECRET: "too short" })).toThrowError(/SESSION_SECRET must be at least 32 characters/);
    const env = parseEnv({ DATABASE_URL: "postgres://db/site", ALTCHA_HMAC_KEY: "k".repeat(32), SESSION_SECRET: "s".repeat(32) });
    expect(env.DATABASE_URL).toBe("postgres://db/site");
    expect(env.SESSION_SECRET).toBe("s".repeat(32));
  });

  it("prefixes Redis keys with the site's name unless told otherwise, and refuses a prefix with spaces or colons", () => {
    expect(parseEnv({}).REDIS_KEY_PREFIX).toBe("kairav");
    expect(parseEnv({ REDIS_KEY_PREFIX: "kairav-staging" }).REDIS_KEY_PREFIX).toBe("kairav-staging");
    expect(() => parseEnv({ REDIS_KEY_PREFIX: "two words" })).toThrowError(/REDIS_KEY_PREFIX/);
    expect(() => parseEnv({ REDIS_KEY_PREFIX: "a:b" })).toThrowError(/REDIS_KEY_PREFIX/);
  });

  it("reads TRUST_PROXY as a flag", () => {
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(true);
  });

  it("runs without mail settings, with 10 MB attachments and 5 MB CVs, and checks mail and size settings", () => {
    const env = parseEnv({});
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.ATTACHMENT_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(env.CV_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(parseEnv({ SMTP_URL: "smtps://user:pass@mail.example:465", NOTIFY_TO: "sales@kairav.example", CV_MAX_BYTES: "2097152" }).CV_MAX_BYTES).toBe(2 * 1024 * 1024);
    expect(() => parseEnv({ SMTP_URL: "http://mail.example", NOTIFY_TO: "not an address", ATTACHMENT_MAX_BYTES: "-1" })).toThrowError(
      /SMTP_URL[\s\S]*NOTIFY_TO[\s\S]*ATTACHMENT_MAX_BYTES/,
    );
  });

  it("gives rendered pages 64 MB of memory unless told otherwise, and at least 1 MB", () => {
    expect(parseEnv({}).PAGE_CACHE_MAX_BYTES).toBe(64 * 1024 * 1024);
    expect(parseEnv({ PAGE_CACHE_MAX_BYTES: "16777216" }).PAGE_CACHE_MAX_BYTES).toBe(16 * 1024 * 1024);
    expect(() => parseEnv({ PAGE_CACHE_MAX_BYTES: "1000" })).toThrowError(/PAGE_CACHE_MAX_BYTES must be at least 1048576/);
    expect(() => parseEnv({ PAGE_CACHE_MAX_BYTES: "64MB" })).toThrowError(/PAGE_CACHE_MAX_BYTES/);
  });

  it("keeps handled inbox items 180 days unless told otherwise, and at least one day", () => {
    expect(parseEnv({}).INBOX_RETENTION_DAYS).toBe(180);
    expect(parseEnv({ INBOX_RETENTION_DAYS: "30" }).INBOX_RETENTION_DAYS).toBe(30);
    expect(() => parseEnv({ INBOX_RETENTION_DAYS: "0" })).toThrowError(/INBOX_RETENTION_DAYS/);
  });
  it("leaves backups off without BACKUP_DIR, and says what is wrong with a backup setting", () => {
    const env = parseEnv({});
    expect(env.BACKUP_DIR).toBeUndefined();
    expect(parseEnv({ BACKUP_DIR: "./backups", BACKUP_INTERVAL_HOURS: "0.5", BACKUP_KEEP: "14" })).toMatchObject({ BACKUP_DIR: "./backups", BACKUP_INTERVAL_HOURS: 0.5, BACKUP_KEEP: 14 });
    expect(() => parseEnv({ BACKUP_DIR: "./backups", BACKUP_INTERVAL_HOURS: "daily" })).toThrowError(/BACKUP_INTERVAL_HOURS must be a number of hours/);
    expect(() => parseEnv({ BACKUP_DIR: "./backups", BACKUP_INTERVAL_HOURS: "0.1" })).toThrowError(/BACKUP_INTERVAL_HOURS must be at least 0.25/);
    expect(() => parseEnv({ BACKUP_DIR: "./backups", BACKUP_KEEP: "0" })).toThrowError(/BACKUP_KEEP must be at least 1/);
    expect(() => parseEnv({ BACKUP_DIR: "./backups", BACKUP_KEEP: "2.5" })).toThrowError(/BACKUP_KEEP must be a whole number/);
    expect(() => parseEnv({ BACKUP_DIR: "./backups", BACKUP_PASSPHRASE: "short" })).toThrowError(/BACKUP_PASSPHRASE must be at least 12 characters/);
    expect(() => parseEnv({ BACKUP_KEEP: "7" })).toThrowError(/BACKUP_KEEP has no effect without BACKUP_DIR/);
  });
});
