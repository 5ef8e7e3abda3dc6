import type { Kysely } from "kysely";
import { allMigrations } from "#app/db/migrations/all-migrations.ts";

/*
 * A migration's test starts from a database as the migrations before it left it, with the rows a
 * site of that time would hold.
 */

/** Applies every migration whose name sorts before `name` ("0014" stops before 0014-…). */
export async function applyMigrationsBefore(db: Kysely<any>, name: string): Promise<void> {
  for (const [migrationName, migration] of Object.entries(allMigrations)) {
    if (migrationName >= name) break;
    await migration.up(db);
  }
}

/** A staff user row as the console stored it before staff accounts grew further; returns its id. */
export async function insertEarlierStaffUser(db: Kysely<any>, createdAt: string): Promise<number> {
  const row = await db
    .insertInto("staff_users")
    .values({ email: "asha@kairav.example", password_hash: "hash", display_name: "Asha", role: "admin", created_at: createdAt, disabled_at: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
