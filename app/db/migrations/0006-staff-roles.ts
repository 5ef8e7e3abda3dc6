import { type Kysely, type Migration, sql } from "kysely";
import { getDatabaseDialect, getPortableColumnTypes } from "#app/db/dialect.ts";

/*
 * Staff get a name the console shows and one role (admin, editor, recruiter, sales) that decides
 * where in the console they may go. Every account made before roles existed could do everything,
 * so existing users become admins: nobody is locked out by the upgrade. Their name is the part of
 * their email before "@" until an admin changes it.
 *
 * Both columns end up NOT NULL without a default, so a new account always states its role: a
 * default role would hand out rights nobody chose. PostgreSQL adds the columns, fills them and
 * then forbids nulls. SQLite cannot add a NOT NULL column without a default, nor drop a default
 * later, so there the table is rebuilt (SQLite's documented procedure for such changes).
 */

const ROLE_CHECK = sql`role in ('admin', 'editor', 'recruiter', 'sales')`;

// Kysely<any>: migrations must not depend on the app's current types.
async function up(db: Kysely<any>): Promise<void> {
  if (getDatabaseDialect(db) === "postgres") await addColumnsOnPostgres(db);
  else await rebuildOnSqlite(db);
}

async function addColumnsOnPostgres(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("staff_users").addColumn("display_name", "text").execute();
  await db.schema.alterTable("staff_users").addColumn("role", "text").execute();
  await sql`update staff_users set display_name = split_part(email, '@', 1), role = 'admin'`.execute(db);
  await db.schema.alterTable("staff_users").alterColumn("display_name", (col) => col.setNotNull()).execute();
  await db.schema.alterTable("staff_users").alterColumn("role", (col) => col.setNotNull()).execute();
  await db.schema.alterTable("staff_users").addCheckConstraint("staff_users_role_check", ROLE_CHECK).execute();
}

async function rebuildOnSqlite(db: Kysely<any>): Promise<void> {
  const types = getPortableColumnTypes(db);
  // Dropping the old table must not cascade to the sessions, pages and media that point at it.
  // Kysely runs SQLite migrations outside a transaction, where this pragma takes effect.
  const foreignKeys = (await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db)).rows[0]?.foreign_keys ?? 0;
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    // AUTOINCREMENT's high-water mark: the ids of users deleted by hand are not handed out again.
    const sequence = (await sql<{ seq: number }>`select seq from sqlite_sequence where name = 'staff_users'`.execute(db)).rows[0]?.seq;
    await db.schema
      .createTable("staff_users_new")
      .addColumn("id", "integer", types.identity)
      .addColumn("email", "text", (col) => col.notNull().unique())
      .addColumn("password_hash", "text", (col) => col.notNull())
      .addColumn("display_name", "text", (col) => col.notNull())
      .addColumn("role", "text", (col) => col.notNull().check(ROLE_CHECK))
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("disabled_at", "text")
      .execute();
    await sql`
      insert into staff_users_new (id, email, password_hash, display_name, role, created_at, disabled_at)
      select id, email, password_hash,
        case when instr(email, '@') > 1 then substr(email, 1, instr(email, '@') - 1) else email end,
        'admin', created_at, disabled_at
      from staff_users`.execute(db);
    await db.schema.dropTable("staff_users").execute();
    // The other tables' foreign keys name "staff_users", so they point at the new table once it has the name.
    await db.schema.alterTable("staff_users_new").renameTo("staff_users").execute();
    if (sequence !== undefined) await sql`update sqlite_sequence set seq = max(seq, ${sequence}) where name = 'staff_users'`.execute(db);
    const broken = (await sql`pragma foreign_key_check`.execute(db)).rows;
    if (broken.length > 0) throw new Error(`Rebuilding staff_users broke ${broken.length} foreign key reference(s)`);
  } finally {
    if (foreignKeys) await sql`pragma foreign_keys = on`.execute(db);
  }
}

// Kysely<any>: migrations must not depend on the app's current types.
async function down(db: Kysely<any>): Promise<void> {
  if (getDatabaseDialect(db) === "postgres") await db.schema.alterTable("staff_users").dropConstraint("staff_users_role_check").execute();
  await db.schema.alterTable("staff_users").dropColumn("role").execute();
  await db.schema.alterTable("staff_users").dropColumn("display_name").execute();
}

export const staffRolesMigration: Migration = { up, down };
