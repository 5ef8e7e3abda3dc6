import type { RateLimits } from "#app/lib/rate-limits.server.ts";
import type { CaptchaService } from "./captcha.server.ts";

export const captchaMessages = {
  refused: "Failed to verify captcha, please try again",
  honeypot: "We could not accept this submission. Please try again.",
} as const;

export type HumanCheck =
  | { ok: true }
  | { ok: false; status: 400 | 429; message: string; retryAfterSeconds?: number };

/**
 * The spam gate every public form passes (ADR 004). With JavaScript the form carries a solved
 * proof of work (`altcha`), which must verify and is accepted once. Without JavaScript there is
 * none: the submission passes only if the hidden honeypot field (`website`) is empty and the
 * strict `no-script` rate limit allows it. A filled honeypot is refused either way.
 */
export async function checkHuman(options: {
  formData: FormData;
  captcha: CaptchaService;
  rateLimits: RateLimits;
  clientAddress: string;
}): Promise<HumanCheck> {
  const { formData, captcha, rateLimits, clientAddress } = options;
  const honeypot = formData.get("website");
  if (honeypot !== null && (typeof honeypot !== "string" || honeypot.trim() !== "")) {
    return { ok: false, status: 400, message: captchaMessages.honeypot };
  }

  const payload = formData.get("altcha");
  if (typeof payload === "string" && payload !== "") {
    const verdict = await captcha.verify(payload);
    return verdict === "verified" ? { ok: true } : { ok: false, status: 400, message: captchaMessages.refused };
  }

  const limit = await rateLimits.consume("no-script", clientAddress);
  if (!limit.allowed) {
    return {
      ok: false,
      status: 429,
      retryAfterSeconds: limit.retryAfterSeconds,
      message: `Without JavaScript we accept only a few submissions an hour from one address. Please turn JavaScript on, or try again in ${describeWait(limit.retryAfterSeconds)}.`,
    };
  }
  return { ok: true };
}

/** "3 minutes", "1 minute", "45 seconds": for rate-limit messages. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? "1 second" : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}
