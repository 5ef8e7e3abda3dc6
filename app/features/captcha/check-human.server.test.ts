import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { describe, expect, it } from "vitest";
import { createRateLimits } from "#app/lib/rate-limits.server.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { createCaptchaService, type CaptchaService } from "./captcha.server.ts";
import { checkHuman, describeWait } from "./check-human.server.ts";

// ADR 004.
const NO_SCRIPT_PER_HOUR = 2;

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

async function solved(captcha: CaptchaService): Promise<string> {
  const challenge = await captcha.createChallenge();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

describeEachDatabase("checkHuman", (getDb) => {
  const setup = () => ({
    captcha: createCaptchaService({ db: getDb(), hmacKey: "check-human-test-key-0123456789abcdef", maxCounter: 20 }),
    rateLimits: createRateLimits(),
    clientAddress: "198.51.100.7",
  });

  it("passes a verified proof of work once, and refuses it the second time", async () => {
    const options = setup();
    const altcha = await solved(options.captcha);
    expect(await checkHuman({ ...options, formData: form({ altcha, website: "" }) })).toEqual({ ok: true });
    expect(await checkHuman({ ...options, formData: form({ altcha, website: "" }) })).toEqual({
      ok: false,
      status: 400,
      message: "Failed to verify captcha, please try again",
    });
  });

  it("refuses a filled honeypot even with a valid proof of work", async () => {
    const options = setup();
    const result = await checkHuman({ ...options, formData: form({ altcha: await solved(options.captcha), website: "https://spam.example" }) });
    expect(result).toMatchObject({ ok: false, status: 400 });
  });

  it(`lets ${NO_SCRIPT_PER_HOUR} script-less submissions an hour through, then answers 429`, async () => {
    const options = setup();
    for (let i = 0; i < NO_SCRIPT_PER_HOUR; i += 1) expect(await checkHuman({ ...options, formData: form({ website: "" }) })).toEqual({ ok: true });
    const blocked = await checkHuman({ ...options, formData: form({ website: "" }) });
    expect(blocked).toMatchObject({ ok: false, status: 429 });
    if (!blocked.ok) expect(blocked.retryAfterSeconds).toBeGreaterThan(0);
  });
});

describe("describeWait", () => {
  it("speaks in seconds under a minute and in whole minutes above", () => {
    expect(describeWait(1)).toBe("1 second");
    expect(describeWait(45)).toBe("45 seconds");
    expect(describeWait(60)).toBe("1 minute");
    expect(describeWait(61)).toBe("2 minutes");
  });
});
