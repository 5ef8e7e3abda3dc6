import { type Kysely, type Migration, sql } from "kysely";
import { getPortableColumnTypes } from "#app/db/dialect.ts";

/*
 * Passkeys (WebAuthn credentials) staff sign in with instead of a password (ADR 024).
 *
 * - `staff_passkeys`: one row per passkey a person added: the credential id the authenticator
 *   names it by (base64url, unique: a passkey signs in one account only), its public key, the
 *   signature counter the authenticator last reported, the transports it said it can use, the
 *   user handle it stores for the account (the same for every passkey of a person, random, not
 *   their id or email), and the name the person gave it. Deleting an account deletes its passkeys.
 * - `webauthn_challenges`: each challenge handed to a browser, kept until it is used once or
 *   expires a few minutes later. A registration challenge belongs to the person who asked for it
 *   and carries the user handle offered with it; a sign-in challenge belongs to nobody yet.
 *
 * New tables only: existing accounts, sessions and passwords are untouched.
 */

// Kysely<any>: migrations must not depend on the app's current types.
async function up(db: Kysely<any>): Promise<void> {
  const types = getPortableColumnTypes(db);

  await db.schema
    .createTable("staff_passkeys")
    .addColumn("id", "integer", types.identity)
    .addColumn("user_id", "integer", (col) => col.notNull().references("staff_users.id").onDelete("cascade"))
    .addColumn("credential_id", "text", (col) => col.notNull().unique())
    .addColumn("public_key", types.bytes, (col) => col.notNull())
    .addColumn("counter", "bigint", (col) => col.notNull().check(sql`counter >= 0`))
    // A JSON array of the transports the authenticator reported (["internal", "hybrid"]), or null.
    .addColumn("transports", "text")
    .addColumn("user_handle", "text", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("last_used_at", "text")
    .execute();
  // The account page lists a person's passkeys; registration excludes the ones they already have.
  await db.schema.createIndex("staff_passkeys_user_id_idx").on("staff_passkeys").column("user_id").execute();

  await db.schema
    .createTable("webauthn_challenges")
    // The challenge itself (base64url of 32 random bytes): the browser sends it back signed.
    .addColumn("challenge", "text", (col) => col.primaryKey())
    .addColumn("purpose", "text", (col) => col.notNull().check(sql`purpose in ('registration', 'sign-in')`))
    .addColumn("user_id", "integer", (col) => col.references("staff_users.id").onDelete("cascade"))
    .addColumn("user_handle", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .execute();
  // Expired challenges are deleted whenever a new one is made.
  await db.schema.createIndex("webauthn_challenges_expires_at_idx").on("webauthn_challenges").column("expires_at").execute();
}

// Kysely<any>: migrations must not depend on the app's current types.
async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("webauthn_challenges").execute();
  await db.schema.dropTable("staff_passkeys").execute();
}

export const passkeysMigration: Migration = { up, down };
