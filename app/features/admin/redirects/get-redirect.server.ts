import type { Kysely } from "kysely";
import type { Database, RedirectStatus } from "#app/db/schema.ts";

/** A staff redirect as its edit form starts, or undefined when there is none. */
export async function getRedirect(db: Kysely<Database>, id: number) {
  const row = await db.selectFrom("redirects").select(["id", "from_path", "to_target", "status", "hit_count", "last_hit_at", "updated_at"]).where("id", "=", id).executeTakeFirst();
  return row && { id: row.id, from: row.from_path, to: row.to_target, status: Number(row.status) as RedirectStatus, hits: Number(row.hit_count), lastHitAt: row.last_hit_at, updatedAt: row.updated_at };
}
