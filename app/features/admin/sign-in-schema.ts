import { z } from "#app/lib/jitless-zod.ts";

// Shared by the sign-in form and its action.
export const SIGN_IN_FAILED_MESSAGE = "Email or password is incorrect";

export const signInSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, "Enter your email address").max(320, SIGN_IN_FAILED_MESSAGE),
  password: z.string().min(1, "Enter your password").max(1024, SIGN_IN_FAILED_MESSAGE),
});

export type SignInErrors = { email?: string; password?: string; form?: string };
