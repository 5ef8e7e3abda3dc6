import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { createStaffUser } from "./staff-users.server.ts";

/**
 * Creates the admin named by ADMIN_BOOTSTRAP_EMAIL/ADMIN_BOOTSTRAP_PASSWORD when both are set
 * and no user has that email yet (browser tests and first deployments). Nothing happens otherwise:
 * there is no default account.
 */
export async function bootstrapStaffUser(db: Kysely<Database>, email: string | undefined, password: string | undefined): Promise<boolean> {
  if (!email || !password) return false;
  const exists = async () => (await db.selectFrom("staff_users").select("id").where("email", "=", email.trim().toLowerCase()).executeTakeFirst()) !== undefined;
  if (await exists()) return false;
  try {
    // The first account of a fresh site must be able to manage the others.
    await createStaffUser(db, { email, password, role: "admin" });
  } catch (error) {
    // Instances started together on a fresh database race to create the user (the unique email
    // refuses the slower one): the user being there is all that start needs.
    if (await exists()) return false;
    throw error;
  }
  return true;
}
