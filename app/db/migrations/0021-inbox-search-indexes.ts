import { type Kysely, type Migration, sql } from "kysely";
import { getDatabaseDialect } from "#app/db/dialect.ts";

/*
 * PostgreSQL only: searching an inbox by name or e-mail (`lower(column) like '%term%'`) read every
 * row of the table to count the matches, 140 ms at 100,000 enquiries. Trigram indexes (pg_trgm)
 * on the lower-cased columns answer such a contains-search for terms of three letters or more.
 * The extension ships with PostgreSQL's contrib package and is trusted, so a role that may create
 * in the database may install it; where it is not installed and cannot be, the search stays as it
 * was, only slower.
 *
 * SQLite reads its 100,000 rows in a third of that time; it has no such index.
 */

const indexed = [
  ["enquiries", "name"],
  ["enquiries", "email"],
  ["applications", "name"],
  ["applications", "email"],
] as const;

const indexName = (table: string, column: string) => `${table}_${column}_trigram_idx`;

/**
 * The schema pg_trgm is installed in, installing it first where this role may. An extension is
 * installed once per database, which several sites (or test runs) may share, each in its schema.
 */
async function trigramSchema(db: Kysely<any>): Promise<string | undefined> {
  const installedIn = async () =>
    (await sql<{ schema: string }>`select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(db)).rows[0]?.schema;
  const installed = await installedIn();
  if (installed) return installed;
  const { rows } = await sql<{ may: boolean }>`
    select count(*) > 0 and ((select rolsuper from pg_roles where rolname = current_user)
        or (has_database_privilege(current_database(), 'CREATE') and bool_or(trusted))) as may
    from pg_available_extension_versions where name = 'pg_trgm'`.execute(db);
  if (!rows[0]?.may) return undefined;
  // In "public" where there is one, not in the site's own schema: dropping one site's schema must
  // not take the extension, and the indexes of the others, with it.
  const hasPublic = (await sql<{ found: number }>`select 1 as found from pg_namespace where nspname = 'public'`.execute(db)).rows.length > 0;
  await (hasPublic ? sql`create extension if not exists pg_trgm schema public` : sql`create extension if not exists pg_trgm`).execute(db);
  return installedIn();
}

async function up(db: Kysely<any>): Promise<void> {
  if (getDatabaseDialect(db) !== "postgres") return;
  const schema = await trigramSchema(db);
  if (!schema) return;
  for (const [table, column] of indexed) {
    await sql`create index if not exists ${sql.id(indexName(table, column))} on ${sql.table(table)} using gin (lower(${sql.ref(column)}) ${sql.id(schema, "gin_trgm_ops")})`.execute(db);
  }
}

async function down(db: Kysely<any>): Promise<void> {
  if (getDatabaseDialect(db) !== "postgres") return;
  for (const [table, column] of indexed) await sql`drop index if exists ${sql.id(indexName(table, column))}`.execute(db);
}

export const inboxSearchIndexesMigration: Migration = { up, down };
