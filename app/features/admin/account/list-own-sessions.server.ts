import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { SESSION_IDLE_TIMEOUT_MS } from "#app/features/admin/sessions.server.ts";
import { summarizeUserAgent } from "#app/features/admin/summarize-user-agent.ts";

export type OwnSession = {
  /** The stored id (a hash of the token): names the session in the form that ends it, opens nothing. */
  id: string;
  browser: string;
  clientAddress: string | null;
  signedInAt: string;
  lastSeenAt: string;
  current: boolean;
};

/** The person's live sessions (not expired, not idle too long): this one first, then the most recently used. */
export async function listOwnSessions(db: Kysely<Database>, input: { userId: number; currentId: string }, now = new Date()): Promise<OwnSession[]> {
  const rows = await db
    .selectFrom("sessions")
    .select(["id", "user_agent", "client_address", "created_at", "last_seen_at"])
    .where("user_id", "=", input.userId)
    .where("expires_at", ">", now.toISOString())
    .where("last_seen_at", ">", new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS).toISOString())
    .orderBy("last_seen_at", "desc")
    .orderBy("created_at", "desc")
    .execute();
  const sessions = rows.map((row) => ({
    id: row.id,
    browser: summarizeUserAgent(row.user_agent),
    clientAddress: row.client_address,
    signedInAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    current: row.id === input.currentId,
  }));
  return [...sessions.filter((session) => session.current), ...sessions.filter((session) => !session.current)];
}
