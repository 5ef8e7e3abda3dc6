import { z } from "zod";

export const RESET_LINK_SENT_MESSAGE =
  "If an account exists for that address, we sent a link to it. The link works once, for 30 minutes. No mail after a few minutes? Check the address and your spam folder, then ask again.";

/** The "forgot your password?" form: an address, looked up lower-cased as accounts store it. */
export const resetRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, "Enter your email address")
    .max(320, "Enter a valid email address")
    .pipe(z.email({ error: "Enter a valid email address" })),
});

export type ResetRequestErrors = { email?: string; form?: string };
