import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg, { type CustomTypesConfig } from "pg";
import type { DatabaseDialect } from "#app/db/dialect.ts";
import type { Database } from "#app/db/schema.ts";

export interface CreateDatabaseOptions {
  /** A `postgres://` URL. When set, PostgreSQL is used and `sqlitePath` is ignored. */
  databaseUrl?: string;
  /** SQLite file (parent folders are created), or `:memory:` for a throw-away database. */
  sqlitePath: string;
  /** PostgreSQL pool size per instance. */
  postgresPoolSize?: number;
  /**
   * Called when a PostgreSQL connection fails outside a statement (server restart, network
   * drop), idle or checked out. The pool discards the connection; without a listener Node would
   * crash on the 'error' event.
   */
  onPostgresPoolError?: (error: Error) => void;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DatabaseDialect;
  /** Closes the connection(s). Safe to call more than once. */
  close(): Promise<void>;
}

export function createDatabase(options: CreateDatabaseOptions): DatabaseHandle {
  const databaseUrl = options.databaseUrl?.trim();
  const db = databaseUrl ? createPostgresDatabase(databaseUrl, options) : createSqliteDatabase(options.sqlitePath);
  let closing: Promise<void> | undefined;
  return {
    db,
    dialect: databaseUrl ? "postgres" : "sqlite",
    close: () => (closing ??= db.destroy()),
  };
}

function createSqliteDatabase(sqlitePath: string): Kysely<Database> {
  const inMemory = sqlitePath === ":memory:" || sqlitePath === "";
  if (!inMemory) mkdirSync(path.dirname(path.resolve(sqlitePath)), { recursive: true });
  const sqlite = new SQLite(sqlitePath);
  // WAL lets page requests read while a form submission writes; NORMAL sync is durable in WAL
  // mode except for the last transactions on power loss, which is the usual trade-off.
  // (An in-memory database answers 'memory' to journal_mode; that is fine.)
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  // SQLite itself ignores foreign keys (and so every ON DELETE CASCADE) unless asked per
  // connection; better-sqlite3's build happens to default to on, but we do not rely on a build flag.
  sqlite.pragma("foreign_keys = ON");
  // A second process (a migration, a backup) waits for the lock instead of failing at once.
  sqlite.pragma("busy_timeout = 5000");
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

/*
 * PostgreSQL returns int8 (bigint) and numeric as strings, because they can exceed a JS number.
 * Our ids are int4, so int8 and numeric only come from aggregates: count(*) is int8, sum() of
 * integers is int8, avg() of integers is numeric. Parsing them as numbers here makes
 * `count()`/`sum()`/`avg()` results numbers on PostgreSQL as they already are on SQLite; write
 * `fn.countAll<number>()` to give the result that type. Only this pool is affected (the parser is
 * per pool, not pg's global one). Do not store money or values above 2^53 in these types.
 */
const INT8_OID = 20;
const NUMERIC_OID = 1700;
const pgTypeParsers: CustomTypesConfig = {
  getTypeParser: (oid, format) => {
    if ((oid === INT8_OID || oid === NUMERIC_OID) && format !== "binary") return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

function createPostgresDatabase(databaseUrl: string, options: CreateDatabaseOptions): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.postgresPoolSize ?? 10,
    // Fail a request (and /readyz) instead of hanging when the server is unreachable.
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    application_name: "kairav-website",
    types: pgTypeParsers,
  });
  const onConnectionError =
    options.onPostgresPoolError ??
    ((error: Error) => {
      console.warn(`PostgreSQL idle connection failed and was discarded: ${error.message}`);
    });
  // An idle connection that fails is reported by both listeners below: report each failure once.
  const reported = new WeakSet<Error>();
  const report = (error: Error) => {
    if (reported.has(error)) return;
    reported.add(error);
    onConnectionError(error);
  };
  pool.on("error", report);
  // The pool listens for errors only on idle connections. One that fails while checked out but
  // between statements (inside a transaction, when PostgreSQL stops or the network drops) emits
  // 'error' with no listener, which would crash the process. The statement that runs next fails
  // by itself, and the pool drops the broken connection when it comes back.
  pool.on("connect", (client) => client.on("error", report));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
