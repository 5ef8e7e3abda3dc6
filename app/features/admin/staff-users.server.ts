import type { Kysely } from "kysely";
import { z } from "zod";
import { type Database, STAFF_ROLES, type StaffRole } from "#app/db/schema.ts";
import { hashPassword } from "./hash-password.server.ts";
import { newPasswordSchema } from "./new-password-schema.server.ts";

export const MAX_DISPLAY_NAME_LENGTH = 100;

export const displayNameSchema = z
  .string()
  .trim()
  .min(1, "Enter the person's name")
  .max(MAX_DISPLAY_NAME_LENGTH, `The name must be at most ${MAX_DISPLAY_NAME_LENGTH} characters`)
  // Shown in the console's header and lists: no line breaks or other control characters.
  .regex(/^[^\p{Cc}]*$/u, "The name cannot contain control characters");

export const staffRoleSchema = z.enum(STAFF_ROLES, { error: `The role must be one of ${STAFF_ROLES.join(", ")}` });

/** The name an account gets when none is given: the part of its email before "@", as the roles migration did. */
export function defaultDisplayName(email: string): string {
  const at = email.indexOf("@");
  return at > 0 ? email.slice(0, at) : email;
}

/** A staff account's address, lower-cased as it is stored. */
export const staffEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(320, "Enter a valid email address")
  .pipe(z.email({ error: "Enter a valid email address" }));

export const newStaffUserSchema = z.object({
  email: staffEmailSchema,
  password: newPasswordSchema,
  displayName: displayNameSchema.optional(),
  // The first account of a site (the command line, the bootstrap variables) runs everything.
  role: staffRoleSchema.default("admin"),
});

export class StaffUserError extends Error {}

export type NewStaffUserInput = { email: string; password: string; displayName?: string; role?: StaffRole };

/**
 * Creates a staff user, an admin unless another role is given; throws StaffUserError with a
 * readable message for bad input or a taken email.
 */
export async function createStaffUser(db: Kysely<Database>, input: NewStaffUserInput, now = new Date()) {
  const parsed = newStaffUserSchema.safeParse(input);
  if (!parsed.success) throw new StaffUserError(parsed.error.issues.map((issue) => (issue.path[0] === "password" ? `Password: ${issue.message}` : issue.message)).join("; "));
  const { email, password, role } = parsed.data;
  const existing = await db.selectFrom("staff_users").select("id").where("email", "=", email).executeTakeFirst();
  if (existing) throw new StaffUserError(`A staff user with the email ${email} already exists`);
  const passwordHash = await hashPassword(password);
  const row = await db
    .insertInto("staff_users")
    .values({ email, password_hash: passwordHash, display_name: parsed.data.displayName ?? defaultDisplayName(email), role, created_at: now.toISOString(), disabled_at: null })
    .returning(["id", "email", "display_name", "role"])
    .executeTakeFirstOrThrow();
  return row;
}

export function findActiveStaffUserByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom("staff_users")
    .select(["id", "email", "password_hash", "display_name"])
    .where("email", "=", email.trim().toLowerCase())
    .where("disabled_at", "is", null)
    .executeTakeFirst();
}
