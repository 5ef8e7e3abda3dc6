import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { createRateLimits, rateLimitRules, type RateLimits } from "#app/lib/rate-limits.server.ts";
import { takeSignInAttempt } from "./sign-in-throttle.server.ts";

const accountBudget = rateLimitRules["admin-sign-in-account"].points;

/** 30 attempts at one account at once, each from its own address; how many got through. */
async function parallelGuesses(limits: RateLimits[], account: string): Promise<number> {
  const attempts = await Promise.all(
    Array.from({ length: 30 }, (_, index) => takeSignInAttempt(limits[index % limits.length]!, { address: `203.0.113.${index}`, account })),
  );
  return attempts.filter((attempt) => attempt.allowed).length;
}

describe("sign-in attempts in memory", () => {
  it("lets exactly the account's budget of 30 parallel attempts through", async () => {
    expect(await parallelGuesses([createRateLimits()], "asha@kairav.example")).toBe(accountBudget);
  });

  it("gives back every point of a successful attempt", async () => {
    const limits = createRateLimits();
    for (let attempt = 0; attempt < accountBudget * 3; attempt++) {
      const taken = await takeSignInAttempt(limits, { address: "192.0.2.1", account: "asha@kairav.example" });
      expect(taken.allowed).toBe(true);
      if (taken.allowed) await taken.refund();
    }
  });

  it("gives back the address's point when the account refuses, so the address is not spent by refusals", async () => {
    const limits = createRateLimits();
    for (let attempt = 0; attempt < accountBudget; attempt++) await takeSignInAttempt(limits, { address: "192.0.2.2", account: "locked@kairav.example" });
    const addressBudget = rateLimitRules["admin-sign-in-address"].points;
    for (let attempt = 0; attempt < addressBudget; attempt++) {
      const refused = await takeSignInAttempt(limits, { address: "192.0.2.3", account: "locked@kairav.example" });
      expect(refused.allowed).toBe(false);
    }
    expect((await takeSignInAttempt(limits, { address: "192.0.2.3", account: "someone-else@kairav.example" })).allowed).toBe(true);
  });

  it("keeps a trusted browser's budget apart from the account's", async () => {
    const limits = createRateLimits();
    for (let attempt = 0; attempt < accountBudget; attempt++) await takeSignInAttempt(limits, { address: `203.0.113.${attempt}`, account: "owner@kairav.example" });
    expect((await takeSignInAttempt(limits, { address: "192.0.2.4", account: "owner@kairav.example" })).allowed).toBe(false);
    expect((await takeSignInAttempt(limits, { address: "192.0.2.4", account: "owner@kairav.example", deviceId: "owners-laptop" })).allowed).toBe(true);
  });

  it("grows the wait for unknown browsers from the short budget to the day's", async () => {
    const limits = createRateLimits();
    const first = await exhaust(limits, "slow@kairav.example");
    expect(first).toBeLessThanOrEqual(rateLimitRules["admin-sign-in-account"].durationSeconds);
    expect(rateLimitRules["admin-sign-in-account-day"].durationSeconds).toBeGreaterThan(rateLimitRules["admin-sign-in-account"].durationSeconds);
    expect(rateLimitRules["admin-sign-in-account-day"].points).toBeGreaterThan(accountBudget);
  });
});

async function exhaust(limits: RateLimits, account: string): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const taken = await takeSignInAttempt(limits, { address: `198.51.100.${attempt}`, account });
    if (!taken.allowed) return taken.retryAfterSeconds;
  }
  throw new Error("never refused");
}

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.warn("Redis tests skipped: TEST_REDIS_URL is not set");

describe.skipIf(!redisUrl)("sign-in attempts in Redis", () => {
  const clients: Redis[] = [];
  afterAll(() => {
    for (const client of clients) client.disconnect();
  });

  it("lets exactly the account's budget through across two instances guessed at in parallel", async () => {
    const prefix = `test-sign-in-${process.pid}-${Date.now()}`;
    const limits = [new Redis(redisUrl!), new Redis(redisUrl!)].map((client) => {
      clients.push(client);
      return createRateLimits({ redis: client, keyPrefix: prefix });
    });
    await Promise.all(clients.map((client) => new Promise((resolve) => (client.status === "ready" ? resolve(null) : client.once("ready", resolve)))));
    expect(await parallelGuesses(limits, "asha@kairav.example")).toBe(accountBudget);
  });
});
