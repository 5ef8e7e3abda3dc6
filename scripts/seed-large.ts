// `npm run seed:large [-- --scale 0.1] [--attachments-mb 2048]`: fills the database the
// environment names (DATABASE_URL, or the SQLite file SQLITE_PATH) with years of content:
// 20,000 posts, 60,000 comments, 100,000 enquiries, 20,000 applications, 5 million web-vitals
// samples and more (scripts/large/seed-large-content.ts). The database is migrated and given the
// demo content first, as the server does at start. Deterministic; minutes, not hours.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { createDatabase } from "#app/db/client.server.ts";
import { readDatabaseTarget } from "./backup/read-database-target.ts";
import { prepareLargeDatabase } from "./large/prepare-large-database.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { values } = parseArgs({ options: { scale: { type: "string", default: "1" }, "attachments-mb": { type: "string", default: "0" } } });
const scale = Number(values.scale);
const attachmentMegabytes = Number(values["attachments-mb"]);
if (!(scale > 0 && scale <= 10) || !(attachmentMegabytes >= 0)) {
  console.error("Usage: npm run seed:large [-- --scale 0.01–10] [--attachments-mb N]");
  process.exit(2);
}

const target = readDatabaseTarget(root);
const database = createDatabase(target.dialect === "postgres" ? { databaseUrl: target.databaseUrl, sqlitePath: ":memory:" } : { sqlitePath: target.sqlitePath });
try {
  console.log(`seed:large into ${target.dialect === "postgres" ? "PostgreSQL (DATABASE_URL)" : target.sqlitePath}, scale ${scale}`);
  const started = performance.now();
  await prepareLargeDatabase(database.db, { scale, attachmentBytes: attachmentMegabytes * 1024 * 1024, log: (line) => console.log(`  ${line}`) });
  console.log(`seed:large done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
} catch (error) {
  console.error(`seed:large: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
