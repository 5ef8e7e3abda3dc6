import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";

export type CaptchaOptions = {
  db: Kysely<Database>;
  hmacKey: string;
  /** The solver tries counters up to this number: the cost of one challenge. */
  maxCounter: number;
  /** How long a challenge may be solved and submitted. */
  lifetimeMs?: number;
  now?: () => Date;
};

export type CaptchaVerdict = "verified" | "missing" | "invalid" | "expired" | "replayed";

export type CaptchaService = {
  createChallenge(): Promise<Challenge>;
  /** Checks a solution sent with a form; a solution is accepted once only, on every instance. */
  verify(payload: string | null | undefined): Promise<CaptchaVerdict>;
};

function decodePayload(payload: string): Payload | null {
  try {
    const decoded = JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as Payload;
    if (!decoded?.challenge?.parameters || !decoded.solution || typeof decoded.challenge.signature !== "string") return null;
    return decoded;
  } catch {
    return null;
  }
}

/**
 * Invisible proof-of-work (ALTCHA v2, SHA-256): the browser fetches a signed
 * challenge and finds its counter; the server checks the signature, the
 * expiry and the work, then records the signature so it cannot be used again.
 */
export function createCaptchaService(options: CaptchaOptions): CaptchaService {
  const lifetimeMs = options.lifetimeMs ?? 10 * 60_000;
  const now = options.now ?? (() => new Date());
  const minCounter = Math.max(1, Math.floor(options.maxCounter / 4));

  return {
    createChallenge() {
      return createChallenge({
        algorithm: "SHA-256",
        cost: 1,
        counter: randomInt(minCounter, options.maxCounter),
        deriveKey,
        hmacSignatureSecret: options.hmacKey,
        expiresAt: new Date(now().getTime() + lifetimeMs),
      });
    },

    async verify(payload) {
      if (!payload) return "missing";
      const decoded = decodePayload(payload);
      if (!decoded) return "invalid";
      const expiresAt = decoded.challenge.parameters.expiresAt;
      if (typeof expiresAt !== "number" || expiresAt * 1000 < now().getTime()) return "expired";
      let result;
      try {
        result = await verifySolution({ challenge: decoded.challenge, solution: decoded.solution, deriveKey, hmacSignatureSecret: options.hmacKey });
      } catch {
        return "invalid";
      }
      if (result.expired) return "expired";
      if (!result.verified) return "invalid";
      // The primary key makes the second use of a signature fail on any instance sharing the database.
      const inserted = await options.db
        .insertInto("used_challenges")
        .values({ signature: decoded.challenge.signature!, expires_at: new Date(expiresAt * 1000).toISOString() })
        .onConflict((conflict) => conflict.column("signature").doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return "replayed";
      // Expired signatures can never be replayed (the expiry check refuses them first), so they are dropped.
      await options.db.deleteFrom("used_challenges").where("expires_at", "<", now().toISOString()).execute();
      return "verified";
    },
  };
}
