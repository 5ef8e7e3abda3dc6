import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

// How many submissions one client address may make, per kind, in a window.
export const rateLimitRules = {
  comment: { points: 5, durationSeconds: 10 * 60 },
  enquiry: { points: 5, durationSeconds: 10 * 60 },
  application: { points: 5, durationSeconds: 10 * 60 },
  // Forms sent without JavaScript carry no proof of work, so they get a much tighter budget (ADR 004).
  "no-script": { points: 2, durationSeconds: 60 * 60 },
  // Staff sign-in (see sign-in-throttle.server.ts). Every attempt is taken from these budgets
  // before its password is checked and given back when it succeeds, so they count failures.
  // Per client address: one address spraying many accounts.
  "admin-sign-in-address": { points: 20, durationSeconds: 15 * 60 },
  // Per account, for browsers that have never signed in to it: a short budget, then a day's
  // budget, so the wait grows from minutes to hours for a guesser who keeps going.
  "admin-sign-in-account": { points: 5, durationSeconds: 15 * 60 },
  "admin-sign-in-account-day": { points: 20, durationSeconds: 24 * 60 * 60 },
  // Per trusted browser (its device cookie), so the owner of an account under attack keeps a
  // budget of their own.
  "admin-sign-in-device": { points: 5, durationSeconds: 15 * 60 },
  // Passkey challenges handed out per client address (passkeys/start-passkey-sign-in.server.ts):
  // each is a stored row until used or expired, so nobody can fill the table.
  "admin-passkey-challenge-address": { points: 30, durationSeconds: 15 * 60 },
  // Password reset links (request-password-reset.server.ts), counted whether or not the address
  // has an account: per client address, and per address asked for, so nobody's inbox is flooded.
  "admin-password-reset-address": { points: 10, durationSeconds: 60 * 60 },
  "admin-password-reset-account": { points: 3, durationSeconds: 60 * 60 },
  // Web-vitals beacons: one per sampled page view, so a whole office behind one address fits.
  vitals: { points: 30, durationSeconds: 60 },
} as const;

export type RateLimitName = keyof typeof rateLimitRules;
export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type RateLimits = {
  /** Spends one point of the key's budget; refused once the budget is spent. */
  consume(name: RateLimitName, key: string): Promise<RateLimitVerdict>;
  /** Whether the key's budget is already spent, without spending anything. */
  check(name: RateLimitName, key: string): Promise<RateLimitVerdict>;
  /** Gives back one point spent by `consume` (an attempt that turned out not to count). */
  refund(name: RateLimitName, key: string): Promise<void>;
};

function refusal(msBeforeNext: number): RateLimitVerdict {
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)) };
}

/**
 * Per-address limits: in memory for one instance, in Redis when several
 * instances share it. If Redis stops answering, the limiter falls back to
 * memory instead of refusing or failing requests.
 */
export function createRateLimits(options: { redis?: Redis; keyPrefix?: string } = {}): RateLimits {
  const limiters = new Map<RateLimitName, RateLimiterAbstract>();
  for (const [name, rule] of Object.entries(rateLimitRules) as [RateLimitName, (typeof rateLimitRules)[RateLimitName]][]) {
    const memory = new RateLimiterMemory({ keyPrefix: name, points: rule.points, duration: rule.durationSeconds });
    limiters.set(
      name,
      options.redis
        ? new RateLimiterRedis({
            storeClient: options.redis,
            keyPrefix: `${options.keyPrefix ?? "rl"}:${name}`,
            points: rule.points,
            duration: rule.durationSeconds,
            rejectIfRedisNotReady: true,
            insuranceLimiter: memory,
          })
        : memory,
    );
  }

  return {
    async consume(name, key) {
      try {
        await limiters.get(name)!.consume(key);
        return { allowed: true };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return refusal(rejection.msBeforeNext);
        // A store error with no fallback left: let the visitor through rather than lose their submission.
        return { allowed: true };
      }
    },
    async check(name, key) {
      try {
        const state = await limiters.get(name)!.get(key);
        if (state && state.consumedPoints >= rateLimitRules[name].points) return refusal(state.msBeforeNext);
      } catch {
        // As above: a store error never locks anyone out.
      }
      return { allowed: true };
    },
    async refund(name, key) {
      try {
        await limiters.get(name)!.reward(key, 1);
      } catch {
        // A refund lost to a store error only leaves the budget a point lower until it expires.
      }
    },
  };
}
