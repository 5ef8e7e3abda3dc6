import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";

export type OwnPasskey = { id: number; name: string; addedAt: string; lastUsedAt: string | null };

/** The person's passkeys, oldest first (the order they were added). */
export async function listOwnPasskeys(db: Kysely<Database>, userId: number): Promise<OwnPasskey[]> {
  const rows = await db.selectFrom("staff_passkeys").select(["id", "name", "created_at", "last_used_at"]).where("user_id", "=", userId).orderBy("created_at").orderBy("id").execute();
  return rows.map((row) => ({ id: row.id, name: row.name, addedAt: row.created_at, lastUsedAt: row.last_used_at }));
}
