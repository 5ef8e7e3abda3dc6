import type { Kysely } from "kysely";
import type { AppLoadContext } from "react-router";
import type { Database } from "#app/db/schema.ts";
import { readFormFields } from "#app/lib/forms/read-form-fields.server.ts";
import { INVITATION_INVALID_MESSAGE } from "#app/features/admin/account/account-link-messages.ts";
import { PASSWORD_BUSY_MESSAGE } from "#app/features/admin/account/set-password-from-link.server.ts";
import type { NewPasswordErrors } from "#app/features/admin/account/new-password-fields.tsx";
import { ADMIN_RESPONSE_HEADERS } from "#app/features/admin/admin-headers.ts";
import { FOREIGN_ORIGIN_MESSAGE, isSameOrigin } from "#app/features/admin/csrf.server.ts";
import { deviceCookie } from "#app/features/admin/device-cookie.server.ts";
import { fieldErrors } from "#app/features/admin/field-errors.ts";
import { hashPassword } from "#app/features/admin/hash-password.server.ts";
import { newPasswordFieldsSchema } from "#app/features/admin/new-password-schema.server.ts";
import { hashLinkToken } from "#app/features/admin/one-time-token.server.ts";
import { PASSWORD_BUSY_RETRY_AFTER_SECONDS, passwordHashSlots } from "#app/features/admin/password-hash-slots.server.ts";
import { recordAudit } from "#app/features/admin/record-audit.server.ts";
import { readSessionToken, sessionCookie } from "#app/features/admin/session-cookie.server.ts";
import { createSession, sessionOriginOf } from "#app/features/admin/sessions.server.ts";
import { displayNameSchema } from "#app/features/admin/staff-users.server.ts";

export const INVITATION_EMAIL_TAKEN_MESSAGE = "There is already an account with this address: sign in with it, or ask for a password reset link.";

/** The invitation a link is for while it is pending and unexpired; else null. */
export async function findOpenInvitation(db: Kysely<Database>, token: string | undefined, now = new Date()) {
  const hash = hashLinkToken(token);
  if (!hash) return null;
  const row = await db
    .selectFrom("staff_invitations")
    .select(["id", "email", "role"])
    .where("token_hash", "=", hash)
    .where("status", "=", "pending")
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row ?? null;
}

export type AcceptInvitationErrors = NewPasswordErrors & { displayName?: string; form?: string };
export type AcceptInvitationOutcome =
  | { ok: true; headers: Headers }
  | { ok: false; status: number; errors: AcceptInvitationErrors; displayName: string; busyRetryAfterSeconds?: number };

/**
 * Accepting an invitation: the person's name and password make an active account with the role
 * the invitation names, the invitation is marked accepted (claimed in the transaction that makes
 * the account, so a link posted twice makes one account), and the person is signed in.
 */
export async function acceptInvitation(request: Request, context: AppLoadContext, token: string | undefined, now = new Date()): Promise<AcceptInvitationOutcome> {
  const read = await readFormFields(request, { maxFields: 6, maxFieldBytes: 4 * 1024 });
  if (!read.ok) return { ok: false, status: read.status, errors: { form: read.message }, displayName: "" };
  const form = read.formData;
  const typedName = typeof form.get("displayName") === "string" ? String(form.get("displayName")) : "";
  const fail = (status: number, errors: AcceptInvitationErrors) => ({ ok: false as const, status, errors, displayName: typedName });
  if (!isSameOrigin(request)) return fail(403, { form: FOREIGN_ORIGIN_MESSAGE });

  const name = displayNameSchema.safeParse(typedName);
  const password = newPasswordFieldsSchema.safeParse({ newPassword: form.get("newPassword") ?? "", confirmPassword: form.get("confirmPassword") ?? "" });
  if (!name.success || !password.success) {
    // The shared schema speaks of "the person" (an admin naming someone): here people name themselves.
    const nameError = name.success ? undefined : typedName.trim() === "" ? "Enter your name" : name.error.issues[0]!.message;
    return fail(400, { ...(nameError ? { displayName: nameError } : {}), ...(password.success ? {} : fieldErrors<keyof NewPasswordErrors>(password.error)) });
  }
  const invitation = await findOpenInvitation(context.db, token, now);
  if (!invitation) return fail(410, { form: INVITATION_INVALID_MESSAGE });
  const taken = async (db: Kysely<Database>) => (await db.selectFrom("staff_users").select("id").where("email", "=", invitation.email).executeTakeFirst()) !== undefined;
  if (await taken(context.db)) return fail(409, { form: INVITATION_EMAIL_TAKEN_MESSAGE });

  const release = passwordHashSlots.tryAcquire();
  if (!release) return { ...fail(503, { form: PASSWORD_BUSY_MESSAGE }), busyRetryAfterSeconds: PASSWORD_BUSY_RETRY_AFTER_SECONDS };
  let passwordHash: string;
  try {
    passwordHash = await hashPassword(password.data.newPassword);
  } finally {
    release();
  }

  const at = now.toISOString();
  const outcome = await context.db
    .transaction()
    .execute(async (trx) => {
      if (await taken(trx)) return "taken" as const;
      const claimed = await trx
        .updateTable("staff_invitations")
        .set({ status: "accepted", closed_at: at })
        .where("id", "=", invitation.id)
        .where("status", "=", "pending")
        .where("expires_at", ">", at)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) return "gone" as const;
      const user = await trx
        .insertInto("staff_users")
        .values({ email: invitation.email, password_hash: passwordHash, display_name: name.data, role: invitation.role, created_at: at, disabled_at: null })
        .returning("id")
        .executeTakeFirstOrThrow();
      await recordAudit(trx, { userId: user.id, action: "user.invitation-accept", target: `staff_invitation:${invitation.id} (${invitation.role})` }, now);
      return { userId: user.id };
    })
    // The unique email refuses an account made meanwhile by other means (the command line).
    .catch(async (error: unknown) => {
      if (await taken(context.db)) return "taken" as const;
      throw error;
    });
  if (outcome === "taken") return fail(409, { form: INVITATION_EMAIL_TAKEN_MESSAGE });
  if (outcome === "gone") return fail(410, { form: INVITATION_INVALID_MESSAGE });

  const { token: sessionToken } = await createSession(context.db, outcome.userId, { now, previousToken: readSessionToken(request), origin: sessionOriginOf(request, context.clientAddress) });
  await recordAudit(context.db, { userId: outcome.userId, action: "staff.sign-in", target: `staff_user:${outcome.userId}` }, now);
  const headers = new Headers(ADMIN_RESPONSE_HEADERS);
  headers.append("Set-Cookie", sessionCookie(request, sessionToken));
  headers.append("Set-Cookie", deviceCookie(request, invitation.email));
  return { ok: true, headers };
}
