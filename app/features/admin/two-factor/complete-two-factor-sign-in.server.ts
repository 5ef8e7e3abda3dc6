import { createHash, timingSafeEqual } from "node:crypto";
import type { AppLoadContext } from "react-router";
import { readFormFields } from "#app/lib/forms/read-form-fields.server.ts";
import { plainRefusalHeader } from "#app/lib/http/plain-refusal.ts";
import { ADMIN_RESPONSE_HEADERS } from "#app/features/admin/admin-headers.ts";
import { staffUserTarget } from "#app/features/admin/audit-targets.ts";
import { BAD_CSRF_MESSAGE, CSRF_FIELD, FOREIGN_ORIGIN_MESSAGE, isSameOrigin } from "#app/features/admin/csrf.server.ts";
import { deviceCookie, readTrustedDevice } from "#app/features/admin/device-cookie.server.ts";
import { recordAudit } from "#app/features/admin/record-audit.server.ts";
import { readSessionToken, sessionCookie } from "#app/features/admin/session-cookie.server.ts";
import { createSession, sessionOriginOf } from "#app/features/admin/sessions.server.ts";
import {
  clearedChallengeCookie,
  deleteSignInChallenge,
  findSignInChallenge,
  readChallengeToken,
  recordChallengeFailure,
  type SignInChallenge,
} from "#app/features/admin/sign-in-challenge.server.ts";
import { takeSignInAttempt } from "#app/features/admin/sign-in-throttle.server.ts";
import { RECOVERY_CODE_PATTERN, normalizeRecoveryCode, useRecoveryCode } from "./recovery-codes.server.ts";
import { checkTotpCode } from "./staff-totp.server.ts";
import {
  cleanCode,
  ENTER_CODE_MESSAGE,
  ENTER_RECOVERY_CODE_MESSAGE,
  SECRET_UNREADABLE_MESSAGE,
  TOTP_CODE_PATTERN,
  WRONG_CODE_MESSAGE,
  WRONG_RECOVERY_CODE_MESSAGE,
  secondStepMethod,
  type SecondStepMethod,
} from "./two-factor-messages.ts";

export type SecondStepOutcome =
  | { kind: "signed-in"; redirectTo: string; headers: Headers }
  /** No live challenge in this browser: back to the password. */
  | { kind: "gone"; headers: Headers }
  | { kind: "refused"; status: number; method: SecondStepMethod; errors: { code?: string; form?: string }; headers: Headers };

/** Code fields and the CSRF token; nothing legitimate is longer. */
const STEP_FORM_LIMITS = { maxFields: 4, maxFieldBytes: 1024 } as const;

function tooManyMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many sign-in attempts. Wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}

// Hashed first, so the comparison takes the same time whatever was sent.
function sameToken(sent: unknown, expected: string): boolean {
  if (typeof sent !== "string" || sent.length === 0) return false;
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(sent), digest(expected));
}

/** The browser's live challenge, for the step's page; null sends the person back to the password. */
export function loadSignInChallenge(request: Request, context: Pick<AppLoadContext, "db">): Promise<SignInChallenge | null> {
  return findSignInChallenge(context.db, readChallengeToken(request));
}

/**
 * The second step of a sign-in: a code from the authenticator app or a recovery code, for the
 * challenge this browser holds. Each try takes from the sign-in budgets before the code is checked
 * (ADR 011), and a challenge allows five wrong codes. A right code ends the challenge and starts
 * the session, noting which factor passed.
 */
export async function completeTwoFactorSignIn(request: Request, context: AppLoadContext, now = new Date()): Promise<SecondStepOutcome> {
  const headers = new Headers(ADMIN_RESPONSE_HEADERS);
  const read = await readFormFields(request, STEP_FORM_LIMITS);
  const form = read.ok ? read.formData : new FormData();
  const method = secondStepMethod(form.get("method"));
  const refuse = (status: number, errors: { code?: string; form?: string }) => ({ kind: "refused" as const, status, method, errors, headers });
  if (!read.ok) return refuse(read.status, { form: read.message });
  if (!isSameOrigin(request)) return refuse(403, { form: FOREIGN_ORIGIN_MESSAGE });

  const challenge = await loadSignInChallenge(request, context);
  if (!challenge) {
    headers.append("Set-Cookie", clearedChallengeCookie(request));
    return { kind: "gone", headers };
  }
  if (!sameToken(form.get(CSRF_FIELD), challenge.csrfToken)) return refuse(403, { form: BAD_CSRF_MESSAGE });

  const code = method === "totp" ? cleanCode(form.get("code")) : normalizeRecoveryCode(cleanCode(form.get("code")));
  // A malformed code is answered before any budget is spent: it cannot be right.
  if (method === "totp" && !TOTP_CODE_PATTERN.test(code)) return refuse(400, { code: ENTER_CODE_MESSAGE });
  if (method === "recovery-code" && !RECOVERY_CODE_PATTERN.test(code)) return refuse(400, { code: ENTER_RECOVERY_CODE_MESSAGE });

  const attempt = await takeSignInAttempt(context.rateLimits, { address: context.clientAddress, account: challenge.email, deviceId: readTrustedDevice(request, challenge.email) });
  if (!attempt.allowed) {
    const message = tooManyMessage(attempt.retryAfterSeconds);
    headers.set("Retry-After", String(attempt.retryAfterSeconds));
    headers.set(...plainRefusalHeader(message));
    return refuse(429, { form: message });
  }

  const check = method === "totp" ? await checkTotpCode(context.db, challenge.userId, code, now) : (await useRecoveryCode(context.db, challenge.userId, code)) ? "accepted" : "wrong";
  if (check !== "accepted") {
    await recordAudit(context.db, { userId: challenge.userId, action: "staff.two-factor-failed", target: staffUserTarget(challenge.userId) }, now);
    // The last wrong code allowed: back to the password, whose page says why.
    if (await recordChallengeFailure(context.db, challenge)) {
      headers.append("Set-Cookie", clearedChallengeCookie(request));
      return { kind: "gone", headers };
    }
    const message = check === "unreadable" ? SECRET_UNREADABLE_MESSAGE : method === "totp" ? WRONG_CODE_MESSAGE : WRONG_RECOVERY_CODE_MESSAGE;
    return refuse(401, { code: message });
  }
  await attempt.refund();
  // Two posts of one right answer: the one that ends the challenge makes the session.
  if (!(await deleteSignInChallenge(context.db, challenge.id))) {
    headers.append("Set-Cookie", clearedChallengeCookie(request));
    return { kind: "gone", headers };
  }

  const { token } = await createSession(context.db, challenge.userId, {
    now,
    previousToken: readSessionToken(request),
    origin: sessionOriginOf(request, context.clientAddress),
    secondFactor: method,
  });
  const target = staffUserTarget(challenge.userId);
  if (method === "recovery-code") await recordAudit(context.db, { userId: challenge.userId, action: "staff.recovery-code-use", target }, now);
  await recordAudit(context.db, { userId: challenge.userId, action: "staff.sign-in", target }, now);
  headers.append("Set-Cookie", clearedChallengeCookie(request));
  headers.append("Set-Cookie", sessionCookie(request, token));
  headers.append("Set-Cookie", deviceCookie(request, challenge.email));
  return { kind: "signed-in", redirectTo: challenge.nextPath, headers };
}
