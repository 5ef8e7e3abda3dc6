import { type Kysely, sql } from "kysely";
import { getDatabaseDialect } from "#app/db/dialect.ts";

/*
 * The tables of a migrated database, read from the database itself rather than from a list in
 * the code, so that a table a later migration adds is exported without anyone remembering to.
 * Left out are the tables derived from the others:
 * - Kysely's migration bookkeeping (the target is migrated, which writes its own);
 * - a full-text index: on SQLite a virtual table (`CREATE VIRTUAL TABLE`) and its shadow tables
 *   (`<name>_data`, `_idx`, `_docsize`, `_config`, `_content`); on PostgreSQL a generated column,
 *   which is left out as every generated column is;
 * - `search_documents`, which holds only text extracted from pages, posts and jobs and is rebuilt
 *   from them after a load (app/features/search/rebuild-search-documents.server.ts).
 */

export interface TableDescription {
  name: string;
  /** Columns a row is written and read with, in table order; generated columns are left out. */
  columns: string[];
  primaryKey: string[];
  /** Columns declared to hold bytes (SQLite blob, PostgreSQL bytea). */
  binaryColumns: string[];
  /** Tables this one's foreign keys point at (itself included when it points at itself). */
  references: string[];
  /** The column an identity sequence or AUTOINCREMENT counter fills, if any. */
  identityColumn: string | null;
}

export interface DerivedTable {
  name: string;
  rebuilt: string;
  /** A plain table a load empties (an index follows its table by itself). */
  emptiedBeforeLoad: boolean;
}

export interface DatabaseTables {
  tables: TableDescription[];
  derived: DerivedTable[];
}

const MIGRATION_TABLES = new Set(["kysely_migration", "kysely_migration_lock"]);
const FTS_SHADOW_SUFFIXES = ["_data", "_idx", "_docsize", "_config", "_content"];
const SEARCH_DOCUMENTS = "search_documents";
const SEARCH_REBUILT = "rebuilt after loading from the published pages, posts and open jobs";

export async function describeTables(db: Kysely<any>): Promise<DatabaseTables> {
  return getDatabaseDialect(db) === "sqlite" ? describeSqliteTables(db) : describePostgresTables(db);
}

async function describeSqliteTables(db: Kysely<any>): Promise<DatabaseTables> {
  const { rows } = await sql<{ name: string; sql: string | null }>`select name, sql from sqlite_master where type = 'table' order by name`.execute(db);
  const virtual = rows.filter((row) => /^\s*create\s+virtual\s+table/i.test(row.sql ?? "")).map((row) => row.name);
  const derived: DerivedTable[] = [];
  const tables: TableDescription[] = [];
  for (const { name, sql: createSql } of rows) {
    if (name.startsWith("sqlite_") || MIGRATION_TABLES.has(name)) continue;
    if (virtual.includes(name)) {
      derived.push({ name, rebuilt: "a full-text index, filled again by its triggers as rows are loaded", emptiedBeforeLoad: false });
      continue;
    }
    if (virtual.some((owner) => FTS_SHADOW_SUFFIXES.some((suffix) => name === `${owner}${suffix}`))) continue;
    if (name === SEARCH_DOCUMENTS) {
      derived.push({ name, rebuilt: SEARCH_REBUILT, emptiedBeforeLoad: true });
      continue;
    }
    const columns = (
      await sql<{ name: string; type: string; hidden: number; pk: number }>`select name, type, hidden, pk from pragma_table_xinfo(${name}) order by cid`.execute(db)
    ).rows;
    const keys = (await sql<{ table: string }>`select "table" from pragma_foreign_key_list(${name})`.execute(db)).rows;
    const primaryKey = columns.filter((column) => column.pk > 0).sort((a, b) => a.pk - b.pk).map((column) => column.name);
    tables.push({
      name,
      // hidden 2 and 3 are generated columns (virtual, stored); 1 is a virtual table's hidden column.
      columns: columns.filter((column) => column.hidden === 0).map((column) => column.name),
      primaryKey,
      binaryColumns: columns.filter((column) => column.hidden === 0 && /^blob$/i.test(column.type)).map((column) => column.name),
      references: [...new Set(keys.map((key) => key.table))],
      identityColumn: /\bautoincrement\b/i.test(createSql ?? "") && primaryKey.length === 1 ? primaryKey[0]! : null,
    });
  }
  return { tables, derived };
}

async function describePostgresTables(db: Kysely<any>): Promise<DatabaseTables> {
  const { rows: tableRows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const { rows: columnRows } = await sql<{ table_name: string; column_name: string; data_type: string; is_generated: string; is_identity: string; column_default: string | null }>`
    select table_name, column_name, data_type, is_generated, is_identity, column_default from information_schema.columns
    where table_schema = current_schema() order by table_name, ordinal_position`.execute(db);
  const { rows: keyRows } = await sql<{ table_name: string; column_name: string }>`
    select c.relname as table_name, a.attname as column_name
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join lateral unnest(k.conkey) with ordinality as key(attnum, position) on true
    join pg_attribute a on a.attrelid = c.oid and a.attnum = key.attnum
    where k.contype = 'p' and k.connamespace = (select oid from pg_namespace where nspname = current_schema())
    order by c.relname, key.position`.execute(db);
  const { rows: referenceRows } = await sql<{ table_name: string; referenced: string }>`
    select distinct c.relname as table_name, r.relname as referenced
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_class r on r.oid = k.confrelid
    where k.contype = 'f' and k.connamespace = (select oid from pg_namespace where nspname = current_schema())`.execute(db);

  const derived: DerivedTable[] = [];
  const tables: TableDescription[] = [];
  for (const { name } of tableRows) {
    if (MIGRATION_TABLES.has(name)) continue;
    if (name === SEARCH_DOCUMENTS) {
      derived.push({ name, rebuilt: SEARCH_REBUILT, emptiedBeforeLoad: true });
      continue;
    }
    const columns = columnRows.filter((column) => column.table_name === name && column.is_generated !== "ALWAYS");
    const identity = columns.find((column) => column.is_identity === "YES" || (column.column_default ?? "").startsWith("nextval("));
    tables.push({
      name,
      columns: columns.map((column) => column.column_name),
      primaryKey: keyRows.filter((key) => key.table_name === name).map((key) => key.column_name),
      binaryColumns: columns.filter((column) => column.data_type === "bytea").map((column) => column.column_name),
      references: referenceRows.filter((reference) => reference.table_name === name).map((reference) => reference.referenced),
      identityColumn: identity?.column_name ?? null,
    });
  }
  return { tables, derived };
}
