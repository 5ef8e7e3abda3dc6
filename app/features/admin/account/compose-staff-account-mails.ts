import type { OutgoingMail } from "#app/lib/mail/queue-mail.server.ts";
import { ROLE_LABELS } from "#app/features/admin/staff-policy.ts";
import type { StaffRole } from "#app/db/schema.ts";

const CONSOLE_NAME = "the Kairav Technologies staff console";

/** The reset link's mail. It names the account and nothing the person asking typed but the address. */
export function composePasswordResetMail(input: { to: string; displayName: string; link: string; validMinutes: number }): OutgoingMail {
  const text = [
    `Hello ${input.displayName},`,
    "",
    `Someone, hopefully you, asked to reset the password of your account on ${CONSOLE_NAME} (${input.to}).`,
    "",
    `To choose a new password, open this link within ${input.validMinutes} minutes:`,
    input.link,
    "",
    "The link works once, and using it signs you out everywhere. If you did not ask for it, ignore this mail: your password stays as it is.",
  ].join("\n");
  return { kind: "staff-password-reset", to: input.to, subject: "Reset your staff console password", text };
}

/** The invitation's mail: who invited, for which role, and the link. */
export function composeInvitationMail(input: { to: string; role: StaffRole; invitedBy: string; link: string; validHours: number }): OutgoingMail {
  const text = [
    "Hello,",
    "",
    `${input.invitedBy} invited you to ${CONSOLE_NAME}, with the role ${ROLE_LABELS[input.role]}.`,
    "",
    `To accept, open this link within ${input.validHours} hours, give your name and choose a password:`,
    input.link,
    "",
    "The link works once. If you did not expect this invitation, ignore this mail.",
  ].join("\n");
  return { kind: "staff-invitation", to: input.to, subject: "You are invited to the staff console", text };
}
