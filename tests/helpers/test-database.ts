import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, it } from "vitest";
import { createDatabase, type DatabaseHandle } from "#app/db/client.server.ts";
import type { DatabaseDialect } from "#app/db/dialect.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import type { Database } from "#app/db/schema.ts";

/*
 * Integration tests run against every database the app supports: always a temporary SQLite
 * file, and PostgreSQL when TEST_DATABASE_URL is set. Each PostgreSQL test database is a freshly
 * created schema reached through `search_path`, so test files can run in parallel against one
 * server without seeing each other's rows, and nothing is left behind.
 */

const POSTGRES_SKIPPED_NOTICE = "PostgreSQL tests skipped: TEST_DATABASE_URL is not set";

function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL?.trim() || undefined;
}

/** The databases integration tests should cover in this environment. */
export function getTestDatabaseTargets(): DatabaseDialect[] {
  return testDatabaseUrl() ? ["sqlite", "postgres"] : ["sqlite"];
}

export interface CreateTestDatabaseOptions {
  /** Apply all migrations before returning (default true). */
  migrate?: boolean;
}

/**
 * A brand-new database of the given kind. `close()` also deletes it (the SQLite file, or the
 * PostgreSQL schema), so always call it, typically in afterAll.
 */
export async function createTestDatabase(
  dialect: DatabaseDialect,
  options: CreateTestDatabaseOptions = {},
): Promise<DatabaseHandle> {
  const handle = dialect === "postgres" ? await createPostgresTestDatabase() : createSqliteTestDatabase();
  if (options.migrate ?? true) {
    try {
      await migrateToLatest(handle.db);
    } catch (error) {
      await handle.close();
      throw error;
    }
  }
  return handle;
}

function createSqliteTestDatabase(): DatabaseHandle {
  const directory = mkdtempSync(path.join(os.tmpdir(), "kairav-test-db-"));
  const handle = createDatabase({ sqlitePath: path.join(directory, "site.db") });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

async function createPostgresTestDatabase(): Promise<DatabaseHandle> {
  const baseUrl = testDatabaseUrl();
  if (!baseUrl) throw new Error(POSTGRES_SKIPPED_NOTICE);
  // Lower-case letters, digits and underscores only: no quoting surprises in search_path.
  const schema = `test_${process.pid}_${randomBytes(6).toString("hex")}`;
  await runAdminStatement(baseUrl, `create schema ${schema}`);

  const url = new URL(baseUrl);
  // libpq-style startup option: every pooled connection starts with this schema first, so
  // unqualified table names (and Kysely's migration tables) resolve inside it.
  url.searchParams.set("options", `-c search_path=${schema}`);
  const handle = createDatabase({ databaseUrl: url.toString(), sqlitePath: ":memory:", postgresPoolSize: 4 });
  let closing: Promise<void> | undefined;
  return {
    ...handle,
    close: () =>
      (closing ??= (async () => {
        await handle.close();
        await runAdminStatement(baseUrl, `drop schema if exists ${schema} cascade`);
      })()),
  };
}

async function runAdminStatement(databaseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

let postgresNoticePrinted = false;

export interface TestDatabaseContext {
  dialect: DatabaseDialect;
}

/**
 * Defines the same suite once per target database, each with its own fresh database (migrated
 * unless `options.migrate` is false) shared by the tests of that suite: created in beforeAll,
 * deleted in afterAll. Tests that need an empty table should live in their own block.
 *
 * @example
 * describeEachDatabase("comments", (getDb) => {
 *   it("cascades", async () => { const db = getDb(); ... });
 * });
 */
export function describeEachDatabase(
  name: string,
  define: (getDb: () => Kysely<Database>, context: TestDatabaseContext) => void,
  options: CreateTestDatabaseOptions = {},
): void {
  for (const dialect of getTestDatabaseTargets()) {
    describe(`${name} [${dialect}]`, () => {
      let handle: DatabaseHandle | undefined;
      beforeAll(async () => {
        handle = await createTestDatabase(dialect, options);
      });
      afterAll(async () => {
        await handle?.close();
      });
      define(() => {
        if (!handle) throw new Error("The test database is not ready: use getDb() inside a test or hook");
        return handle.db;
      }, { dialect });
    });
  }

  if (!testDatabaseUrl()) {
    // Vitest isolates test files, so this prints once per file that uses the helper; the
    // skipped placeholder keeps the gap visible in the test report as well.
    if (!postgresNoticePrinted) {
      postgresNoticePrinted = true;
      console.warn(POSTGRES_SKIPPED_NOTICE);
    }
    describe(`${name} [postgres]`, () => {
      it.skip(POSTGRES_SKIPPED_NOTICE, () => {});
    });
  }
}
