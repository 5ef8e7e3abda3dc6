import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

// How many submissions one client address may make, per kind, in a window.
export const rateLimitRules = {
  comment: { points: 5, durationSeconds: 10 * 60 },
  enquiry: { points: 5, durationSeconds: 10 * 60 },
  application: { points: 5, durationSeconds: 10 * 60 },
  // Forms sent without JavaScript carry no proof of work, so they get a much tighter budget (ADR 004).
  "no-script": { points: 2, durationSeconds: 60 * 60 },
  // Staff sign-in: per account (keyed by email) and per client address.
  "admin-sign-in-account": { points: 5, durationSeconds: 15 * 60 },
  "admin-sign-in-address": { points: 20, durationSeconds: 15 * 60 },
} as const;

export type RateLimitName = keyof typeof rateLimitRules;
export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type RateLimits = {
  consume(name: RateLimitName, clientAddress: string): Promise<RateLimitVerdict>;
};

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
    async consume(name, clientAddress) {
      try {
        await limiters.get(name)!.consume(clientAddress);
        return { allowed: true };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
        }
        // A store error with no fallback left: let the visitor through rather than lose their submission.
        return { allowed: true };
      }
    },
  };
}
