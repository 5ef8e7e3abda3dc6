import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { createRateLimits, rateLimitRules } from "./rate-limits.server.ts";

async function exhaust(limits: ReturnType<typeof createRateLimits>, address: string) {
  const verdicts = [];
  for (let i = 0; i <= rateLimitRules.comment.points; i += 1) verdicts.push(await limits.consume("comment", address));
  return verdicts;
}

describe("rate limits in memory", () => {
  it("allows the configured number of comments per address, then refuses with a retry time", async () => {
    const limits = createRateLimits();
    const verdicts = await exhaust(limits, "203.0.113.5");
    expect(verdicts.slice(0, -1).every((verdict) => verdict.allowed)).toBe(true);
    const last = verdicts.at(-1)!;
    expect(last.allowed).toBe(false);
    if (!last.allowed) expect(last.retryAfterSeconds).toBeGreaterThan(0);
    // Another address and another kind of submission are counted apart.
    expect((await limits.consume("comment", "203.0.113.6")).allowed).toBe(true);
    expect((await limits.consume("enquiry", "203.0.113.5")).allowed).toBe(true);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.warn("Redis tests skipped: TEST_REDIS_URL is not set");

describe.skipIf(!redisUrl)("rate limits in Redis", () => {
  const clients: Redis[] = [];
  const prefix = `test-${process.pid}-${Date.now()}`;
  afterAll(async () => {
    for (const client of clients) client.disconnect();
  });

  it("shares the count between two instances", async () => {
    const first = new Redis(redisUrl!);
    const second = new Redis(redisUrl!);
    clients.push(first, second);
    await Promise.all([first, second].map((client) => new Promise((resolve) => client.once("ready", resolve))));
    const a = createRateLimits({ redis: first, keyPrefix: prefix });
    const b = createRateLimits({ redis: second, keyPrefix: prefix });
    for (let i = 0; i < rateLimitRules.comment.points; i += 1) expect((await a.consume("comment", "198.51.100.1")).allowed).toBe(true);
    expect((await b.consume("comment", "198.51.100.1")).allowed).toBe(false);
  });

  it("falls back to memory when Redis does not answer", async () => {
    const unreachable = new Redis("redis://127.0.0.1:1", { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false });
    clients.push(unreachable);
    const limits = createRateLimits({ redis: unreachable, keyPrefix: prefix });
    const verdicts = await exhaust(limits, "198.51.100.2");
    expect(verdicts.slice(0, -1).every((verdict) => verdict.allowed)).toBe(true);
    expect(verdicts.at(-1)!.allowed).toBe(false);
  });
});
