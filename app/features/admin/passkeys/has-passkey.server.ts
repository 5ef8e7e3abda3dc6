import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";

/**
 * Whether the person has at least one passkey. A passkey is a second factor in itself (the
 * device, and the fingerprint, face or PIN it asks for), so the two-factor requirement counts a
 * person with one as enrolled.
 */
export async function hasPasskey(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await db.selectFrom("staff_passkeys").select("id").where("user_id", "=", userId).limit(1).executeTakeFirst();
  return row !== undefined;
}
