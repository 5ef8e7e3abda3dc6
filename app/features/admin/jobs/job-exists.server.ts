import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";

/** Lets an action answer 404 for an unknown job before it judges what was posted. */
export async function jobExists(db: Kysely<Database>, id: number): Promise<boolean> {
  return (await db.selectFrom("jobs").select("id").where("id", "=", id).executeTakeFirst()) !== undefined;
}
