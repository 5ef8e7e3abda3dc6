import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { beforeAll, expect, it } from "vitest";
import { seedDemoContentIfEmpty } from "#app/db/seed/seed-demo-content.server.ts";
import { createCaptchaService, type CaptchaService } from "#app/features/captcha/captcha.server.ts";
import { createRateLimits } from "#app/lib/rate-limits.server.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { submitComment } from "./submit-comment.server.ts";

// Issue #blog §4: the server's limits.
const NAME_MAX = 100;
const MESSAGE_MAX = 2000;
const COMMENTS_PER_WINDOW = 5;
const NO_SCRIPT_PER_HOUR = 2;

async function solvedPayload(captcha: CaptchaService): Promise<string> {
  const challenge = await captcha.createChallenge();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

describeEachDatabase("submitComment", (getDb) => {
  let captcha: CaptchaService;
  let address = 0;
  // Each test posts from its own address, so the per-address limits do not leak between tests.
  const nextAddress = () => `203.0.113.${(address += 1)}`;

  beforeAll(async () => {
    await seedDemoContentIfEmpty(getDb());
    captcha = createCaptchaService({ db: getDb(), hmacKey: "submit-comment-test-key-0123456789", maxCounter: 20 });
  });

  async function submit(fields: Record<string, string>, options: { clientAddress?: string; rateLimits?: ReturnType<typeof createRateLimits>; postId?: number } = {}) {
    return submitComment({
      db: getDb(),
      postId: options.postId ?? 2,
      formData: form(fields),
      captcha,
      rateLimits: options.rateLimits ?? createRateLimits(),
      clientAddress: options.clientAddress ?? nextAddress(),
    });
  }

  it("stores a comment with a verified proof of work, cleaned of control characters", async () => {
    const result = await submit({ name: "  Asha\u0000 Rao\r\n ", message: "Line one\r\nLine\u0007 two\u202E", website: "", altcha: await solvedPayload(captcha) });
    expect(result).toMatchObject({ ok: true, withScript: true, message: "Comment posted successfully" });
    if (!result.ok) return;
    const stored = await getDb().selectFrom("comments").select(["name", "message", "status", "post_id"]).where("id", "=", result.comment.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ name: "Asha Rao", message: "Line one\nLine two", status: "visible", post_id: 2 });
  });

  it("refuses an empty name with the spec's message and stores nothing", async () => {
    const before = await getDb().selectFrom("comments").select("id").execute();
    const result = await submit({ name: " \u0000 ", message: "Hello", altcha: await solvedPayload(captcha) });
    expect(result).toMatchObject({ ok: false, status: 400, fieldErrors: { name: "Please enter the first name" } });
    expect(await getDb().selectFrom("comments").select("id").execute()).toHaveLength(before.length);
  });

  it(`accepts a ${NAME_MAX}-character name and a ${MESSAGE_MAX}-character message, and refuses one more`, async () => {
    const ok = await submit({ name: "n".repeat(NAME_MAX), message: "m".repeat(MESSAGE_MAX), altcha: await solvedPayload(captcha) });
    expect(ok.ok).toBe(true);
    const longName = await submit({ name: "n".repeat(NAME_MAX + 1), message: "m", altcha: await solvedPayload(captcha) });
    expect(longName).toMatchObject({ ok: false, status: 400, fieldErrors: { name: expect.stringContaining("100 characters") } });
    const longMessage = await submit({ name: "Asha", message: "m".repeat(MESSAGE_MAX + 1), altcha: await solvedPayload(captcha) });
    expect(longMessage).toMatchObject({ ok: false, status: 400, fieldErrors: { message: expect.stringContaining("2,000 characters") } });
  });

  it("refuses a replayed, forged or expired proof of work", async () => {
    const payload = await solvedPayload(captcha);
    expect((await submit({ name: "First", message: "ok", altcha: payload })).ok).toBe(true);
    const replay = await submit({ name: "Second", message: "replay", altcha: payload });
    expect(replay).toMatchObject({ ok: false, status: 400, message: "Failed to verify captcha, please try again" });
    const forged = await submit({ name: "Third", message: "forged", altcha: "bm90IGEgcGF5bG9hZA==" });
    expect(forged).toMatchObject({ ok: false, status: 400, message: "Failed to verify captcha, please try again" });
  });

  it(`allows ${COMMENTS_PER_WINDOW} comments per address, then answers 429 with a wait time`, async () => {
    const rateLimits = createRateLimits();
    const clientAddress = nextAddress();
    for (let i = 0; i < COMMENTS_PER_WINDOW; i += 1) {
      const result = await submit({ name: `Reader ${i}`, message: "hi", altcha: await solvedPayload(captcha) }, { rateLimits, clientAddress });
      expect(result.ok, `comment ${i + 1}`).toBe(true);
    }
    const blocked = await submit({ name: "One too many", message: "hi", altcha: await solvedPayload(captcha) }, { rateLimits, clientAddress });
    expect(blocked).toMatchObject({ ok: false, status: 429 });
    if (!blocked.ok) {
      expect(blocked.retryAfterSeconds).toBeGreaterThan(0);
      expect(blocked.message).toMatch(/try again in \d+ minutes?/);
    }
    const elsewhere = await submit({ name: "Another reader", message: "hi", altcha: await solvedPayload(captcha) }, { rateLimits });
    expect(elsewhere.ok).toBe(true);
  });

  it(`accepts ${NO_SCRIPT_PER_HOUR} comments an hour without JavaScript when the honeypot is empty`, async () => {
    const rateLimits = createRateLimits();
    const clientAddress = nextAddress();
    for (let i = 0; i < NO_SCRIPT_PER_HOUR; i += 1) {
      const result = await submit({ name: `No script ${i}`, message: "plain form", website: "" }, { rateLimits, clientAddress });
      expect(result).toMatchObject({ ok: true, withScript: false });
    }
    const blocked = await submit({ name: "No script 3", message: "plain form", website: "" }, { rateLimits, clientAddress });
    expect(blocked).toMatchObject({ ok: false, status: 429 });
  });

  it("refuses a filled honeypot, with or without a proof of work", async () => {
    expect(await submit({ name: "Bot", message: "spam", website: "https://spam.example" })).toMatchObject({ ok: false, status: 400 });
    expect(await submit({ name: "Bot", message: "spam", website: "x", altcha: await solvedPayload(captcha) })).toMatchObject({ ok: false, status: 400 });
  });

  it("answers 404 for a post that does not exist", async () => {
    const result = await submit({ name: "Asha", message: "hi", altcha: await solvedPayload(captcha) }, { postId: 999_999 });
    expect(result).toMatchObject({ ok: false, status: 404 });
  });
});
