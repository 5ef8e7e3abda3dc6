// A database as the server leaves it at start (migrated, with the demo content, pages and
// settings), then years of content on top: what `npm run seed:large` and `npm run bench -- --large` seed.
import { type Kysely, sql } from "kysely";
import { getDatabaseDialect } from "#app/db/dialect.ts";
import type { Database } from "#app/db/schema.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { seedDemoContentIfEmpty } from "#app/db/seed/seed-demo-content.server.ts";
import { seedPagesIfEmpty } from "#app/features/pages/seed-pages.server.ts";
import { seedSiteDocuments } from "#app/features/pages/seed-site-documents.server.ts";
import { type LargeSeedCounts, type LargeSeedOptions, seedLargeContent } from "./seed-large-content.ts";

export async function prepareLargeDatabase(db: Kysely<Database>, options: LargeSeedOptions = {}): Promise<LargeSeedCounts> {
  await migrateToLatest(db);
  await seedDemoContentIfEmpty(db);
  await seedPagesIfEmpty(db);
  await seedSiteDocuments(db);
  const counts = await seedLargeContent(db, options);
  // A PostgreSQL that has run for years has statistics and a visibility map, which autovacuum
  // keeps; after a bulk load it has neither until autovacuum comes round, and plans blind.
  if (getDatabaseDialect(db) === "postgres") await sql`vacuum analyze`.execute(db);
  return counts;
}
