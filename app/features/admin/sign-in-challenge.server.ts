import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { isHttpsRequest } from "#app/lib/http/is-https-request.server.ts";
import { readCookie } from "./session-cookie.server.ts";
import { hashSessionToken } from "./sessions.server.ts";

/*
 * The half of a sign-in between a correct password and its second step (ADR 023). No session
 * exists yet: the browser holds a random token in a cookie of its own, the database only its hash,
 * with the account, where to go next, a CSRF token for the step's form and the wrong codes so far.
 * It lives five minutes and allows five wrong codes; then the password must be typed again.
 */

export const TWO_FACTOR_STEP_PATH = "/admin/sign-in/two-factor";
export const SIGN_IN_CHALLENGE_MS = 5 * 60 * 1000;
export const MAX_CHALLENGE_FAILURES = 5;

export type SignInChallenge = { id: string; userId: number; email: string; displayName: string; csrfToken: string; nextPath: string; failedAttempts: number };

function cookieName(request: Request): string {
  return isHttpsRequest(request) ? "__Host-kairav_staff_step" : "kairav_staff_step";
}

export function readChallengeToken(request: Request): string | undefined {
  const value = readCookie(request, cookieName(request));
  return value !== undefined && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
}

export function challengeCookie(request: Request, token: string): string {
  const secure = isHttpsRequest(request);
  return `${cookieName(request)}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SIGN_IN_CHALLENGE_MS / 1000}${secure ? "; Secure" : ""}`;
}

export function clearedChallengeCookie(request: Request): string {
  const secure = isHttpsRequest(request);
  return `${cookieName(request)}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? "; Secure" : ""}`;
}

/** Whether signing in to the account takes a second step after the password: it has a confirmed authenticator app. */
export async function needsSecondStep(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await db.selectFrom("staff_totp").select("user_id").where("user_id", "=", userId).where("confirmed_at", "is not", null).executeTakeFirst();
  return row !== undefined;
}

/** Starts the second step for the account; returns the token for the cookie. */
export async function createSignInChallenge(db: Kysely<Database>, userId: number, nextPath: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .insertInto("staff_sign_in_challenges")
    .values({
      id: hashSessionToken(token),
      user_id: userId,
      csrf_token: randomBytes(32).toString("base64url"),
      next_path: nextPath,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SIGN_IN_CHALLENGE_MS).toISOString(),
    })
    .execute();
  return token;
}

/** The browser's live challenge, or null; an expired one, or one of an account since deactivated, is deleted on sight. */
export async function findSignInChallenge(db: Kysely<Database>, token: string | undefined, now = new Date()): Promise<SignInChallenge | null> {
  if (!token) return null;
  const id = hashSessionToken(token);
  const row = await db
    .selectFrom("staff_sign_in_challenges")
    .innerJoin("staff_users", "staff_users.id", "staff_sign_in_challenges.user_id")
    .select(["staff_sign_in_challenges.user_id", "staff_sign_in_challenges.csrf_token", "staff_sign_in_challenges.next_path", "staff_sign_in_challenges.failed_attempts", "staff_sign_in_challenges.expires_at", "staff_users.email", "staff_users.display_name", "staff_users.disabled_at"])
    .where("staff_sign_in_challenges.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  if (now.toISOString() >= row.expires_at || row.disabled_at !== null || row.failed_attempts >= MAX_CHALLENGE_FAILURES) {
    await deleteSignInChallenge(db, id);
    return null;
  }
  return { id, userId: row.user_id, email: row.email, displayName: row.display_name, csrfToken: row.csrf_token, nextPath: row.next_path, failedAttempts: row.failed_attempts };
}

/** Counts a wrong code; returns true when that was the last one allowed (the challenge is then gone). */
export async function recordChallengeFailure(db: Kysely<Database>, challenge: SignInChallenge): Promise<boolean> {
  await db.updateTable("staff_sign_in_challenges").set((eb) => ({ failed_attempts: eb("failed_attempts", "+", 1) })).where("id", "=", challenge.id).execute();
  if (challenge.failedAttempts + 1 < MAX_CHALLENGE_FAILURES) return false;
  await deleteSignInChallenge(db, challenge.id);
  return true;
}

/** Ends the challenge; true when this call did (so of two posts finishing one challenge, one wins). */
export async function deleteSignInChallenge(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom("staff_sign_in_challenges").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
