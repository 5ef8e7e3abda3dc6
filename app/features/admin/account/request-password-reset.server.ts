import { setTimeout as sleep } from "node:timers/promises";
import type { AppLoadContext } from "react-router";
import { readFormFields } from "#app/lib/forms/read-form-fields.server.ts";
import { plainRefusalHeader } from "#app/lib/http/plain-refusal.ts";
import { queueMail } from "#app/lib/mail/queue-mail.server.ts";
import { ADMIN_RESPONSE_HEADERS } from "#app/features/admin/admin-headers.ts";
import { staffUserTarget } from "#app/features/admin/audit-targets.ts";
import { FOREIGN_ORIGIN_MESSAGE, isSameOrigin } from "#app/features/admin/csrf.server.ts";
import { createOneTimeToken, siteLink } from "#app/features/admin/one-time-token.server.ts";
import { recordAudit } from "#app/features/admin/record-audit.server.ts";
import { takeFromEach } from "#app/features/admin/sign-in-throttle.server.ts";
import { findActiveStaffUserByEmail } from "#app/features/admin/staff-users.server.ts";
import { composePasswordResetMail } from "./compose-staff-account-mails.ts";
import { resetRequestSchema, type ResetRequestErrors } from "./reset-request-schema.ts";

export const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;

/*
 * Every accepted request is answered no sooner than this after it arrived, so an address with an
 * account (a token, a mail and an audit row written) and one without (nothing written) take the
 * same time to answer; the writes take a few milliseconds, well inside it.
 */
const ANSWER_FLOOR_MS = 250;

export type ResetRequestOutcome = { ok: true; headers: Headers } | { ok: false; status: number; errors: ResetRequestErrors; email: string; headers: Headers };

function tooManyMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many requests for a reset link. Wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}

/**
 * "Forgot your password?": mails a link valid for 30 minutes to the address when it belongs to
 * an active account, and answers the same, in the same time, when it does not, so the form tells
 * nobody which addresses have accounts. Throttled per client address and per address asked for,
 * whether or not it has an account, in the store the sign-in budgets use.
 */
export async function requestPasswordReset(request: Request, context: AppLoadContext, now = new Date()): Promise<ResetRequestOutcome> {
  const headers = new Headers(ADMIN_RESPONSE_HEADERS);
  const read = await readFormFields(request, { maxFields: 4, maxFieldBytes: 4 * 1024 });
  if (!read.ok) return { ok: false, status: read.status, errors: { form: read.message }, email: "", headers };
  const typed = read.formData.get("email");
  const email = typeof typed === "string" ? typed.trim() : "";
  const fail = (status: number, errors: ResetRequestErrors) => ({ ok: false as const, status, errors, email, headers });
  if (!isSameOrigin(request)) return fail(403, { form: FOREIGN_ORIGIN_MESSAGE });

  const parsed = resetRequestSchema.safeParse({ email: typed ?? "" });
  if (!parsed.success) return fail(400, { email: parsed.error.issues[0]!.message });
  const account = parsed.data.email;

  const taken = await takeFromEach(context.rateLimits, [
    ["admin-password-reset-address", context.clientAddress],
    ["admin-password-reset-account", account],
  ]);
  if (!taken.allowed) {
    const message = tooManyMessage(taken.retryAfterSeconds);
    headers.set("Retry-After", String(taken.retryAfterSeconds));
    headers.set(...plainRefusalHeader(message));
    return fail(429, { form: message });
  }

  const startedAt = Date.now();
  const user = await findActiveStaffUserByEmail(context.db, account);
  if (user) {
    const { token, hash } = createOneTimeToken();
    const at = now.toISOString();
    await context.db.transaction().execute(async (trx) => {
      await trx
        .insertInto("password_reset_tokens")
        .values({ id: hash, user_id: user.id, created_at: at, expires_at: new Date(now.getTime() + PASSWORD_RESET_TTL_MS).toISOString() })
        .execute();
      const mail = composePasswordResetMail({ to: user.email, displayName: user.display_name, link: siteLink(`/admin/reset-password/${token}`), validMinutes: PASSWORD_RESET_TTL_MS / 60_000 });
      await queueMail(trx, [mail], at);
      await recordAudit(trx, { userId: user.id, action: "staff.password-reset-request", target: staffUserTarget(user.id) }, now);
    });
  }
  const left = ANSWER_FLOOR_MS - (Date.now() - startedAt);
  if (left > 0) await sleep(left);
  return { ok: true, headers };
}
