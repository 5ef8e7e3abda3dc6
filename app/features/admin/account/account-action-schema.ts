import { z } from "zod";

/** The account page's forms other than the password change: end one session, or every other one. */
export const sessionActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("end-session"), sessionId: z.string().regex(/^[0-9a-f]{64}$/, "No such session.") }),
  z.object({ intent: z.literal("end-other-sessions") }),
]);

/** What the account page confirms after a change, keyed by the `?notice=` the action redirects with. */
export const ACCOUNT_NOTICES = {
  "password-changed": "Password changed. Your other sessions were ended; this one goes on.",
  "session-ended": "Session ended. That browser must sign in again.",
  "sessions-ended": "Every other session was ended. Only this one is still signed in.",
  unchanged: "Nothing to end: that session had already ended.",
} as const;
export type AccountNotice = keyof typeof ACCOUNT_NOTICES;

export function accountNoticeText(value: string | null): string | null {
  return value && Object.hasOwn(ACCOUNT_NOTICES, value) ? ACCOUNT_NOTICES[value as AccountNotice] : null;
}
