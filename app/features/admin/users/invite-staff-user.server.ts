import type { Kysely } from "kysely";
import type { Database, StaffRole } from "#app/db/schema.ts";
import { composeInvitationMail } from "#app/features/admin/account/compose-staff-account-mails.ts";
import { createOneTimeToken, siteLink } from "#app/features/admin/one-time-token.server.ts";
import { recordAudit } from "#app/features/admin/record-audit.server.ts";
import { queueMail } from "#app/lib/mail/queue-mail.server.ts";
import { INVITATION_TTL_HOURS } from "./invitation-schema.ts";

export type InviteResult = { ok: true; id: number } | { ok: false; reason: "taken" };

/**
 * Invites an address to the console with a role: a pending invitation and its mail (a link valid
 * for 72 hours) in one transaction. An address that has an account, active or not, is refused. A
 * new invitation to an address replaces a pending one, whose link stops working, so at most one
 * link per address can make an account.
 */
export async function inviteStaffUser(
  db: Kysely<Database>,
  input: { email: string; role: StaffRole; actor: { userId: number; displayName: string } },
  now = new Date(),
): Promise<InviteResult> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom("staff_users").select("id").where("email", "=", input.email).executeTakeFirst();
    if (existing) return { ok: false as const, reason: "taken" as const };
    const replaced = await trx
      .updateTable("staff_invitations")
      .set({ status: "revoked", closed_at: at })
      .where("email", "=", input.email)
      .where("status", "=", "pending")
      .returning("id")
      .execute();
    for (const { id } of replaced) await recordAudit(trx, { userId: input.actor.userId, action: "user.invitation-revoke", target: `staff_invitation:${id} (${input.email}, replaced)` }, now);
    const { token, hash } = createOneTimeToken();
    const { id } = await trx
      .insertInto("staff_invitations")
      .values({
        token_hash: hash,
        email: input.email,
        role: input.role,
        status: "pending",
        invited_by: input.actor.userId,
        created_at: at,
        expires_at: new Date(now.getTime() + INVITATION_TTL_HOURS * 60 * 60 * 1000).toISOString(),
        closed_at: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const mail = composeInvitationMail({ to: input.email, role: input.role, invitedBy: input.actor.displayName, link: siteLink(`/admin/invitation/${token}`), validHours: INVITATION_TTL_HOURS });
    await queueMail(trx, [mail], at);
    await recordAudit(trx, { userId: input.actor.userId, action: "user.invite", target: `staff_invitation:${id} (${input.email}, ${input.role})` }, now);
    return { ok: true as const, id };
  });
}

/** Withdraws a pending invitation: its link stops working. "unchanged" when it was no longer pending. */
export async function revokeInvitation(db: Kysely<Database>, input: { invitationId: number; actorId: number }, now = new Date()): Promise<"changed" | "unchanged" | "not-found"> {
  return db.transaction().execute(async (trx) => {
    const invitation = await trx.selectFrom("staff_invitations").select(["email", "status"]).where("id", "=", input.invitationId).executeTakeFirst();
    if (!invitation) return "not-found";
    const updated = await trx
      .updateTable("staff_invitations")
      .set({ status: "revoked", closed_at: now.toISOString() })
      .where("id", "=", input.invitationId)
      .where("status", "=", "pending")
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return "unchanged";
    await recordAudit(trx, { userId: input.actorId, action: "user.invitation-revoke", target: `staff_invitation:${input.invitationId} (${invitation.email})` }, now);
    return "changed";
  });
}
