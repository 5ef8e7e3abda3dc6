import { type Kysely, type Migration, sql } from "kysely";
import { getPortableColumnTypes } from "#app/db/dialect.ts";

/*
 * One row per backup the server takes into BACKUP_DIR, on its schedule or when an admin asks:
 * when it started and finished, the file it wrote and its size, or the short reason it failed.
 *
 * A row that is `running` is also the lock that keeps a second backup from starting, on this
 * instance or another sharing the database: the instance taking it renews `lease_until` while
 * it works, so a run whose instance died is recognised once the lease has passed (ADR 027).
 * `removed_at` is set when rotation deletes the file, so the history outlives the files.
 * `size_bytes` is a bigint: a site's backup may pass 2 GiB.
 */

// Kysely<any>: migrations must not depend on the app's current types.
async function up(db: Kysely<any>): Promise<void> {
  const types = getPortableColumnTypes(db);
  await db.schema
    .createTable("backup_runs")
    .addColumn("id", "integer", types.identity)
    .addColumn("kind", "text", (col) => col.notNull().check(sql`kind in ('scheduled', 'manual')`))
    .addColumn("requested_by", "integer", (col) => col.references("staff_users.id").onDelete("set null"))
    .addColumn("status", "text", (col) => col.notNull().check(sql`status in ('running', 'ok', 'failed')`))
    .addColumn("started_at", "text", (col) => col.notNull())
    .addColumn("finished_at", "text")
    .addColumn("lease_until", "text")
    .addColumn("file_name", "text")
    .addColumn("size_bytes", "bigint")
    .addColumn("error", "text")
    .addColumn("removed_at", "text")
    .execute();
  // The page and the schedule read the newest runs first.
  await db.schema.createIndex("backup_runs_started_at_id_idx").on("backup_runs").columns(["started_at", "id"]).execute();
}

// Kysely<any>: migrations must not depend on the app's current types.
async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("backup_runs").execute();
}

export const backupRunsMigration: Migration = { up, down };
