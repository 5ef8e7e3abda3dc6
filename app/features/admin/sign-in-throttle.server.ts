import type { RateLimitName, RateLimits } from "#app/lib/rate-limits.server.ts";

export type SignInAttemptKeys = {
  /** The client address the attempt came from. */
  address: string;
  /** The account it is for (lower-cased email), whether or not such an account exists. */
  account: string;
  /** The trusted device id from this browser's device cookie for that account, if any. */
  deviceId?: string;
};

export type SignInAttempt =
  | { allowed: true; /** Gives every point back: call it when the attempt succeeded. */ refund(): Promise<void> }
  | { allowed: false; retryAfterSeconds: number };

/** The budgets one attempt spends: always the address's; the device's, or else the account's. */
function budgetsFor(keys: SignInAttemptKeys): [RateLimitName, string][] {
  const address: [RateLimitName, string] = ["admin-sign-in-address", keys.address];
  if (keys.deviceId) return [address, ["admin-sign-in-device", keys.deviceId]];
  return [address, ["admin-sign-in-account", keys.account], ["admin-sign-in-account-day", keys.account]];
}

/**
 * Takes one attempt from each budget before the password is checked. Each take is atomic in the
 * store every instance shares, so however many attempts arrive together, no more than a budget's
 * points get through to a password check. A refused take gives back the ones already taken.
 */
export function takeSignInAttempt(rateLimits: RateLimits, keys: SignInAttemptKeys): Promise<SignInAttempt> {
  return takeFromEach(rateLimits, budgetsFor(keys));
}

/** One point from each budget, atomically each, or none of them (the first refusal gives back the rest). */
export async function takeFromEach(rateLimits: RateLimits, budgets: readonly [RateLimitName, string][]): Promise<SignInAttempt> {
  const taken: [RateLimitName, string][] = [];
  const refundTaken = () => Promise.all(taken.map(([name, key]) => rateLimits.refund(name, key))).then(() => undefined);
  for (const [name, key] of budgets) {
    const verdict = await rateLimits.consume(name, key);
    if (!verdict.allowed) {
      await refundTaken();
      return verdict;
    }
    taken.push([name, key]);
  }
  return { allowed: true, refund: refundTaken };
}
