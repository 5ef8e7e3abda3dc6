import { type Kysely, type Migration, sql } from "kysely";
import { getPortableColumnTypes } from "#app/db/dialect.ts";

/*
 * Two-factor sign-in for staff (ADR 023).
 *
 * - `staff_totp`: one authenticator app per account. The shared secret is sealed (AES-GCM with a key
 *   from SESSION_SECRET, totp-secret-box.server.ts); `confirmed_at` is null while the person has
 *   not yet typed a code from it; `last_used_step` is the newest 30-second step a code was accepted
 *   for, so a code cannot be used twice.
 * - `staff_recovery_codes`: the SHA-256 of each unused recovery code; a used one is deleted.
 * - `staff_sign_in_challenges`: the half of a sign-in between a correct password and the code,
 *   keyed by a hash of the token in the browser's cookie, living five minutes.
 * - `staff_security_settings`: one row; whether every staff member must use two-factor.
 * - `sessions.second_factor`: how the session passed the second step ('totp', 'recovery-code',
 *   'passkey'), null for a password alone; the sessions open during the upgrade stay valid with null.
 */

// Kysely<any>: migrations must not depend on the app's current types.
async function up(db: Kysely<any>): Promise<void> {
  const types = getPortableColumnTypes(db);

  await db.schema
    .createTable("staff_totp")
    .addColumn("user_id", "integer", (col) => col.primaryKey().references("staff_users.id").onDelete("cascade"))
    .addColumn("secret", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("confirmed_at", "text")
    .addColumn("last_used_step", "integer")
    .execute();

  await db.schema
    .createTable("staff_recovery_codes")
    .addColumn("id", "integer", types.identity)
    .addColumn("user_id", "integer", (col) => col.notNull().references("staff_users.id").onDelete("cascade"))
    .addColumn("code_hash", "text", (col) => col.notNull().unique())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("staff_recovery_codes_user_id_idx").on("staff_recovery_codes").column("user_id").execute();

  await db.schema
    .createTable("staff_sign_in_challenges")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "integer", (col) => col.notNull().references("staff_users.id").onDelete("cascade"))
    .addColumn("csrf_token", "text", (col) => col.notNull())
    .addColumn("next_path", "text", (col) => col.notNull())
    .addColumn("failed_attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .execute();
  // The purge deletes the expired ones.
  await db.schema.createIndex("staff_sign_in_challenges_expires_at_idx").on("staff_sign_in_challenges").column("expires_at").execute();

  await db.schema
    .createTable("staff_security_settings")
    .addColumn("id", "integer", (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn("require_two_factor", "integer", (col) => col.notNull().check(sql`require_two_factor in (0, 1)`))
    .addColumn("updated_at", "text")
    // Not a foreign key: who changed it stays on record (the audit log) when the account goes.
    .addColumn("updated_by", "integer")
    .execute();
  await db.insertInto("staff_security_settings").values({ id: 1, require_two_factor: 0, updated_at: null, updated_by: null }).execute();

  await db.schema
    .alterTable("sessions")
    .addColumn("second_factor", "text", (col) => col.check(sql`second_factor in ('totp', 'recovery-code', 'passkey')`))
    .execute();
}

// Kysely<any>: migrations must not depend on the app's current types.
async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("sessions").dropColumn("second_factor").execute();
  await db.schema.dropTable("staff_security_settings").execute();
  await db.schema.dropTable("staff_sign_in_challenges").execute();
  await db.schema.dropTable("staff_recovery_codes").execute();
  await db.schema.dropTable("staff_totp").execute();
}

export const twoFactorMigration: Migration = { up, down };
