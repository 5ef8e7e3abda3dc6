import { createHash, createHmac, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { parseEnv } from "#app/config/env.server.ts";
import type { Database, SecondFactor, StaffRole } from "#app/db/schema.ts";

export const SESSION_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
// The idle clock is reset at most this often: one write a minute per session instead of one per
// request, which leaves the idle timeout a minute short at worst.
export const SESSION_LAST_SEEN_INTERVAL_MS = 60 * 1000;
// A User-Agent header is a few hundred characters; a longer one is cut rather than stored whole.
const MAX_USER_AGENT_LENGTH = 512;

/**
 * Only a hash of the token is stored, so a copy of the table does not hand out live sessions.
 * With SESSION_SECRET it is an HMAC keyed by that secret, so a copy of the database alone cannot
 * even confirm a token found elsewhere (a log, a proxy's memory), and changing the secret ends
 * every session at once. Without it (one instance on SQLite) it is a plain SHA-256.
 */
export function hashSessionToken(token: string, secret: string | undefined = sessionSecret()): string {
  return (secret ? createHmac("sha256", secret) : createHash("sha256")).update(token).digest("hex");
}

// Parsing the whole environment costs far more than the hash: done again only when the variable changes.
let parsedSecret: { raw: string | undefined; secret: string | undefined } | undefined;
function sessionSecret(): string | undefined {
  const raw = process.env.SESSION_SECRET;
  if (!parsedSecret || parsedSecret.raw !== raw) parsedSecret = { raw, secret: parseEnv().SESSION_SECRET };
  return parsedSecret.secret;
}

export type StaffSession = {
  id: string;
  userId: number;
  email: string;
  displayName: string;
  role: StaffRole;
  csrfToken: string;
  /** How the sign-in passed a second step; null for a password alone (ADR 023). */
  secondFactor: SecondFactor | null;
};

/** Where a session was opened from, shown to its owner in the list of their sessions. */
export type SessionOrigin = { userAgent: string | null; clientAddress: string | null };

export function sessionOriginOf(request: Request, clientAddress: string): SessionOrigin {
  return { userAgent: request.headers.get("user-agent")?.slice(0, MAX_USER_AGENT_LENGTH) || null, clientAddress };
}

/** Starts a session for the user (revoking `previousToken`, if any); returns the token for the cookie. */
export async function createSession(db: Kysely<Database>, userId: number, options: { now?: Date; previousToken?: string; origin?: SessionOrigin; secondFactor?: SecondFactor } = {}) {
  const now = options.now ?? new Date();
  if (options.previousToken) await revokeSession(db, options.previousToken);
  const token = randomBytes(32).toString("base64url");
  const csrfToken = randomBytes(32).toString("base64url");
  await db
    .insertInto("sessions")
    .values({
      id: hashSessionToken(token),
      user_id: userId,
      csrf_token: csrfToken,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_ABSOLUTE_TIMEOUT_MS).toISOString(),
      user_agent: options.origin?.userAgent ?? null,
      client_address: options.origin?.clientAddress ?? null,
      second_factor: options.secondFactor ?? null,
    })
    .execute();
  return { token, csrfToken };
}

/**
 * The live session for a token, or null. A session idle for 30 minutes or older than 12 hours, or
 * of a deactivated user, is deleted on sight; a live one has its idle clock reset (at most once a
 * minute). The role is read with every request, so a change of role applies at the user's next click.
 */
export async function getSession(db: Kysely<Database>, token: string, now = new Date()): Promise<StaffSession | null> {
  const id = hashSessionToken(token);
  const row = await db
    .selectFrom("sessions")
    .innerJoin("staff_users", "staff_users.id", "sessions.user_id")
    .select(["sessions.id", "sessions.user_id", "sessions.csrf_token", "sessions.last_seen_at", "sessions.expires_at", "sessions.second_factor", "staff_users.email", "staff_users.display_name", "staff_users.role", "staff_users.disabled_at"])
    .where("sessions.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const idleSince = now.getTime() - Date.parse(row.last_seen_at);
  if (now.getTime() >= Date.parse(row.expires_at) || idleSince >= SESSION_IDLE_TIMEOUT_MS || row.disabled_at !== null) {
    await db.deleteFrom("sessions").where("id", "=", id).execute();
    return null;
  }
  if (idleSince >= SESSION_LAST_SEEN_INTERVAL_MS) await db.updateTable("sessions").set({ last_seen_at: now.toISOString() }).where("id", "=", id).execute();
  return { id, userId: row.user_id, email: row.email, displayName: row.display_name, role: row.role, csrfToken: row.csrf_token, secondFactor: row.second_factor };
}

export async function revokeSession(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom("sessions").where("id", "=", hashSessionToken(token)).execute();
}

/**
 * Ends the user's sessions, all of them or all but `exceptId` (the stored id of the session that
 * asked); their next request goes to the sign-in page. Returns how many were ended.
 */
export async function endUserSessions(db: Kysely<Database>, userId: number, options: { exceptId?: string } = {}): Promise<number> {
  let query = db.deleteFrom("sessions").where("user_id", "=", userId);
  if (options.exceptId !== undefined) query = query.where("id", "!=", options.exceptId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
