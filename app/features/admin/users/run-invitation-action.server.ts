import { data, redirect } from "react-router";
import { ADMIN_RESPONSE_HEADERS } from "#app/features/admin/admin-headers.ts";
import { fieldErrors } from "#app/features/admin/field-errors.ts";
import type { StaffSession } from "#app/features/admin/sessions.server.ts";
import { EMAIL_TAKEN_MESSAGE, inviteSchema, type InviteErrors, revokeInvitationSchema } from "./invitation-schema.ts";
import { inviteStaffUser, revokeInvitation } from "./invite-staff-user.server.ts";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";

export const INVITATION_INTENTS = ["invite", "revoke-invitation"] as const;

/**
 * The users page's invitation forms. A refused invitation is answered with the fields' errors
 * (400, or 409 for an address that has an account) and what was typed; a done one redirects.
 */
export async function runInvitationAction(db: Kysely<Database>, session: StaffSession, form: FormData) {
  const fields = Object.fromEntries(form);
  if (fields.intent === "revoke-invitation") {
    const parsed = revokeInvitationSchema.safeParse(fields);
    if (!parsed.success) throw data("No such invitation.", { status: 404, headers: ADMIN_RESPONSE_HEADERS });
    const result = await revokeInvitation(db, { invitationId: parsed.data.invitationId, actorId: session.userId });
    if (result === "not-found") throw data("No such invitation.", { status: 404, headers: ADMIN_RESPONSE_HEADERS });
    throw redirect(`/admin/users?notice=${result === "changed" ? "invitation-revoked" : "unchanged"}`, { status: 303, headers: ADMIN_RESPONSE_HEADERS });
  }
  const typed = { email: typeof fields.email === "string" ? fields.email : "", role: typeof fields.role === "string" ? fields.role : "" };
  const parsed = inviteSchema.safeParse(fields);
  if (!parsed.success) return data({ inviteErrors: fieldErrors<keyof InviteErrors>(parsed.error), invited: typed }, { status: 400, headers: ADMIN_RESPONSE_HEADERS });
  const result = await inviteStaffUser(db, { email: parsed.data.email, role: parsed.data.role, actor: { userId: session.userId, displayName: session.displayName } });
  if (!result.ok) return data({ inviteErrors: { email: EMAIL_TAKEN_MESSAGE } as InviteErrors, invited: typed }, { status: 409, headers: ADMIN_RESPONSE_HEADERS });
  throw redirect("/admin/users?notice=invited", { status: 303, headers: ADMIN_RESPONSE_HEADERS });
}
