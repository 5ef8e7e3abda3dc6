import type { Kysely } from "kysely";
import type { Database, StaffRole } from "#app/db/schema.ts";

export type PendingInvitation = { id: number; email: string; role: StaffRole; invitedBy: string | null; createdAt: string; expiresAt: string; expired: boolean };

/** Invitations not yet accepted nor revoked, newest first; an expired one is listed as such until revoked. */
export async function listPendingInvitations(db: Kysely<Database>, now = new Date()): Promise<PendingInvitation[]> {
  const rows = await db
    .selectFrom("staff_invitations")
    .leftJoin("staff_users", "staff_users.id", "staff_invitations.invited_by")
    .select(["staff_invitations.id", "staff_invitations.email", "staff_invitations.role", "staff_invitations.created_at", "staff_invitations.expires_at", "staff_users.display_name"])
    .where("staff_invitations.status", "=", "pending")
    .orderBy("staff_invitations.created_at", "desc")
    .orderBy("staff_invitations.id", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    invitedBy: row.display_name,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    expired: row.expires_at <= now.toISOString(),
  }));
}
