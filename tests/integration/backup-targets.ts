import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Kysely, sql } from "kysely";
import pg from "pg";
import { createDatabase, type DatabaseHandle } from "#app/db/client.server.ts";
import type { DatabaseDialect } from "#app/db/dialect.ts";
import type { Database } from "#app/db/schema.ts";
import type { DatabaseTarget } from "#app/features/backup/database-target.ts";
import { describeTables } from "#app/features/backup/describe-tables.server.ts";

/*
 * Databases addressed as the command line addresses them (a SQLite path, a PostgreSQL URL),
 * because a restore replaces a SQLite file and opens its own PostgreSQL connection. A PostgreSQL
 * one is a fresh schema reached through search_path, as in tests/helpers/test-database.ts.
 */

export interface TestTarget {
  target: DatabaseTarget;
  /** A connection of the test's own, opened on first use. */
  open(): Kysely<Database>;
  /** Closes the test's connection (so a SQLite file can be replaced) without deleting anything. */
  disconnect(): Promise<void>;
  /** Deletes the database. */
  remove(): Promise<void>;
}

async function adminStatement(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createTestTarget(dialect: DatabaseDialect): Promise<TestTarget> {
  let target: DatabaseTarget;
  let removeStorage: () => Promise<void>;
  if (dialect === "postgres") {
    const schema = `test_backup_${process.pid}_${randomBytes(5).toString("hex")}`;
    await adminStatement(`create schema ${schema}`);
    const url = new URL(process.env.TEST_DATABASE_URL!.trim());
    url.searchParams.set("options", `-c search_path=${schema}`);
    target = { dialect, databaseUrl: url.toString() };
    removeStorage = () => adminStatement(`drop schema if exists ${schema} cascade`);
  } else {
    const directory = mkdtempSync(path.join(os.tmpdir(), "kairav-backup-test-"));
    target = { dialect, sqlitePath: path.join(directory, "site.db") };
    removeStorage = async () => rmSync(directory, { recursive: true, force: true });
  }
  let handle: DatabaseHandle | null = null;
  const disconnect = async () => {
    await handle?.close();
    handle = null;
  };
  return {
    target,
    open: () => {
      handle ??= createDatabase(target.dialect === "postgres" ? { databaseUrl: target.databaseUrl, sqlitePath: ":memory:", postgresPoolSize: 4 } : { sqlitePath: target.sqlitePath });
      return handle.db;
    },
    disconnect,
    remove: async () => {
      await disconnect();
      await removeStorage();
    },
  };
}

export type TableRows = Record<string, Record<string, unknown>[]>;

/** Every row of every table but the derived ones, in primary-key order. */
export async function readAllRows(db: Kysely<any>): Promise<TableRows> {
  const { tables } = await describeTables(db);
  const rows: TableRows = {};
  for (const table of [...tables].sort((a, b) => a.name.localeCompare(b.name))) {
    const order = table.primaryKey.length > 0 ? sql` order by ${sql.join(table.primaryKey.map((column) => sql.ref(column)))}` : sql``;
    const result = await sql<Record<string, unknown>>`select ${sql.join(table.columns.map((column) => sql.ref(column)))} from ${sql.table(table.name)}${order}`.execute(db);
    rows[table.name] = result.rows;
  }
  return rows;
}

/** The search rows as a visitor meets them: ids and times differ after a rebuild. */
export async function readSearchDocuments(db: Kysely<Database>) {
  return db
    .selectFrom("search_documents")
    .select(["kind", "source_id", "url", "title", "body", "section", "visible_from", "visible_until"])
    .orderBy("kind")
    .orderBy("source_id")
    .execute();
}
