import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "#app/db/schema.ts";
import { hashPassword } from "./hash-password.server.ts";

export const MIN_PASSWORD_LENGTH = 12;

export const newStaffUserSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: "Enter a valid email address" })),
  password: z.string().min(MIN_PASSWORD_LENGTH, `The password must be at least ${MIN_PASSWORD_LENGTH} characters`).max(1024, "The password is too long"),
});

export class StaffUserError extends Error {}

/** Creates a staff user; throws StaffUserError with a readable message for bad input or a taken email. */
export async function createStaffUser(db: Kysely<Database>, input: { email: string; password: string }, now = new Date()) {
  const parsed = newStaffUserSchema.safeParse(input);
  if (!parsed.success) throw new StaffUserError(parsed.error.issues.map((issue) => issue.message).join("; "));
  const { email, password } = parsed.data;
  const existing = await db.selectFrom("staff_users").select("id").where("email", "=", email).executeTakeFirst();
  if (existing) throw new StaffUserError(`A staff user with the email ${email} already exists`);
  const passwordHash = await hashPassword(password);
  const row = await db
    .insertInto("staff_users")
    .values({ email, password_hash: passwordHash, created_at: now.toISOString(), disabled_at: null })
    .returning(["id", "email"])
    .executeTakeFirstOrThrow();
  return row;
}

export function findActiveStaffUserByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom("staff_users")
    .select(["id", "email", "password_hash"])
    .where("email", "=", email.trim().toLowerCase())
    .where("disabled_at", "is", null)
    .executeTakeFirst();
}
