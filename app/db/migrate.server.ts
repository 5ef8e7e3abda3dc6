import { type Kysely, type MigrationResult, type MigrationResultSet, Migrator, sql } from "kysely";
import { getDatabaseDialect } from "#app/db/dialect.ts";
import { allMigrations } from "#app/db/migrations/all-migrations.ts";
import type { Database } from "#app/db/schema.ts";

/** The name of the last migration this code knows: the schema version it writes and reads. */
export const LATEST_SCHEMA_VERSION: string = Object.keys(allMigrations).sort().at(-1)!;

export interface MigratorOptions {
  /**
   * Run the migrations in the caller's own transaction instead of one each (PostgreSQL): a
   * restore migrates and loads in one transaction, so that a failure leaves nothing changed.
   */
  inCallersTransaction?: boolean;
}

async function createMigrator(db: Kysely<any>, options: MigratorOptions): Promise<Migrator> {
  // On PostgreSQL the bookkeeping tables live in the schema the connection works in. Without
  // naming it, Kysely looks for them in every schema and can take another schema's lock table
  // for its own (several databases side by side in one cluster, as the tests run them).
  const migrationTableSchema =
    getDatabaseDialect(db) === "postgres"
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  return new Migrator({
    db,
    provider: { getMigrations: async () => allMigrations },
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
    ...(options.inCallersTransaction ? { disableTransactions: true } : {}),
  });
}

// Kysely reports failure in the result instead of throwing; turn it into an exception so
// that a server never starts serving against a half-migrated database.
function appliedOrThrow({ error, results }: MigrationResultSet): string[] {
  if (error !== undefined) {
    const failed = results?.find((result: MigrationResult) => result.status === "Error");
    const reason = error instanceof Error ? error.message : String(error);
    const where = failed ? `migration "${failed.migrationName}"` : "preparing migrations";
    throw new Error(`Database migration failed at ${where}: ${reason}`, { cause: error });
  }
  return (results ?? []).filter((result) => result.status === "Success").map((result) => result.migrationName);
}

/**
 * Applies every pending migration. Returns the names of the migrations applied by this call
 * (empty when the database was already up to date). Throws when one fails, naming it; on
 * PostgreSQL the failed migration is rolled back as a whole (transactional DDL).
 * Safe to run from several instances at once: Kysely takes a migration lock.
 */
export async function migrateToLatest(db: Kysely<Database>, options: MigratorOptions = {}): Promise<string[]> {
  return appliedOrThrow(await (await createMigrator(db, options)).migrateToLatest());
}

/**
 * Brings the schema to the named migration, up or down. Returns the names of the migrations
 * run. A restore uses it to load a backup at the schema version it was made with.
 */
export async function migrateTo(db: Kysely<any>, version: string, options: MigratorOptions = {}): Promise<string[]> {
  if (!(version in allMigrations)) throw new Error(`Unknown schema version "${version}"`);
  return appliedOrThrow(await (await createMigrator(db, options)).migrateTo(version));
}
