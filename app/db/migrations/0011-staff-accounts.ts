import { type Kysely, type Migration, sql } from "kysely";
import { getPortableColumnTypes } from "#app/db/dialect.ts";

/*
 * Staff accounts that people look after themselves: password reset links, invitations, and the
 * list of a person's sessions.
 *
 * - `password_reset_tokens`: one row per reset link mailed, keyed by a hash of its token (as
 *   sessions are), so a copy of the table hands out no working link. Using one deletes every row
 *   of that user; an account deleted by hand takes its rows with it.
 * - `staff_invitations`: an address invited with a role, its token's hash, and whether it is
 *   still pending, was accepted or was revoked (kept after that for the record).
 * - `sessions` gains the browser's User-Agent and the client address it signed in from, both
 *   nullable: the sessions open during the upgrade had neither and stay valid.
 */

// Kysely<any>: migrations must not depend on the app's current types.
async function up(db: Kysely<any>): Promise<void> {
  const types = getPortableColumnTypes(db);

  await db.schema
    .createTable("password_reset_tokens")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "integer", (col) => col.notNull().references("staff_users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .execute();
  // Using a link ends all of its user's links; the cascade from staff_users looks them up too.
  await db.schema.createIndex("password_reset_tokens_user_id_idx").on("password_reset_tokens").column("user_id").execute();

  await db.schema
    .createTable("staff_invitations")
    .addColumn("id", "integer", types.identity)
    .addColumn("token_hash", "text", (col) => col.notNull().unique())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("role", "text", (col) => col.notNull().check(sql`role in ('admin', 'editor', 'recruiter', 'sales')`))
    .addColumn("status", "text", (col) => col.notNull().check(sql`status in ('pending', 'accepted', 'revoked')`))
    // Who invited: the invitation stays on record when that account is deleted.
    .addColumn("invited_by", "integer", (col) => col.references("staff_users.id").onDelete("set null"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    // When it was accepted or revoked; null while pending.
    .addColumn("closed_at", "text")
    .execute();
  // The users page lists the pending ones; a new invitation looks for a pending one to the same address.
  await db.schema.createIndex("staff_invitations_status_email_idx").on("staff_invitations").columns(["status", "email"]).execute();

  await db.schema.alterTable("sessions").addColumn("user_agent", "text").execute();
  await db.schema.alterTable("sessions").addColumn("client_address", "text").execute();
}

// Kysely<any>: migrations must not depend on the app's current types.
async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("sessions").dropColumn("client_address").execute();
  await db.schema.alterTable("sessions").dropColumn("user_agent").execute();
  await db.schema.dropTable("staff_invitations").execute();
  await db.schema.dropTable("password_reset_tokens").execute();
}

export const staffAccountsMigration: Migration = { up, down };
