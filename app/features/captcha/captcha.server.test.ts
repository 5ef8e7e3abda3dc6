import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { describe, expect, it } from "vitest";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { createCaptchaService } from "./captcha.server.ts";

const hmacKey = "test-hmac-key-0123456789abcdef";

async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("no solution");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

describeEachDatabase("captcha", (getDb) => {
  it("accepts a solved challenge once and refuses the same solution again", async () => {
    const captcha = createCaptchaService({ db: getDb(), hmacKey, maxCounter: 40 });
    const payload = await solve(await captcha.createChallenge());
    expect(await captcha.verify(payload)).toBe("verified");
    expect(await captcha.verify(payload)).toBe("replayed");
  });

  it("refuses a solution replayed through another instance sharing the database", async () => {
    const first = createCaptchaService({ db: getDb(), hmacKey, maxCounter: 40 });
    const second = createCaptchaService({ db: getDb(), hmacKey, maxCounter: 40 });
    const payload = await solve(await first.createChallenge());
    expect(await first.verify(payload)).toBe("verified");
    expect(await second.verify(payload)).toBe("replayed");
  });

  it("refuses a challenge signed with another key, a wrong counter and garbage", async () => {
    const captcha = createCaptchaService({ db: getDb(), hmacKey, maxCounter: 40 });
    const forger = createCaptchaService({ db: getDb(), hmacKey: "another-key-0123456789abcdef", maxCounter: 40 });
    expect(await captcha.verify(await solve(await forger.createChallenge()))).toBe("invalid");

    const challenge = await captcha.createChallenge();
    const solution = await solveChallenge({ challenge, deriveKey });
    const wrong = Buffer.from(JSON.stringify({ challenge, solution: { ...solution, counter: solution!.counter + 1 } })).toString("base64");
    expect(await captcha.verify(wrong)).toBe("invalid");
    expect(await captcha.verify("not base64 json")).toBe("invalid");
    expect(await captcha.verify("")).toBe("missing");
  });

  it("refuses a solution submitted after the challenge expired", async () => {
    let clock = new Date("2026-01-01T10:00:00Z");
    const captcha = createCaptchaService({ db: getDb(), hmacKey, maxCounter: 40, lifetimeMs: 60_000, now: () => clock });
    const payload = await solve(await captcha.createChallenge());
    clock = new Date("2026-01-01T10:02:00Z");
    expect(await captcha.verify(payload)).toBe("expired");
  });
});

describe("challenge cost", () => {
  it("asks for a counter within the configured maximum", async () => {
    const captcha = createCaptchaService({ db: undefined as never, hmacKey, maxCounter: 100 });
    for (let i = 0; i < 5; i += 1) {
      const challenge = await captcha.createChallenge();
      const solution = await solveChallenge({ challenge, deriveKey });
      expect(solution!.counter).toBeGreaterThanOrEqual(25);
      expect(solution!.counter).toBeLessThanOrEqual(100);
    }
  });
});
