// The backup's memory with years of business in the database (`npm run bench -- --only backup-memory`):
// the large seed (scripts/large/) with 100,000 enquiries carrying 2 GB of attachments, in a SQLite
// file, backed up by `npm run admin -- backup` while this samples the command's resident memory.
import { spawn } from "node:child_process";
import { statSync } from "node:fs";
import path from "node:path";
import { createDatabase } from "#app/db/client.server.ts";
import { prepareLargeDatabase } from "../large/prepare-large-database.ts";
import { findNodePid, memoryOf } from "./processes.ts";

export type BackupMemoryResult = { enquiries: number; attachmentBytes: number; databaseBytes: number; backupBytes: number; peakRssMiB: number; seconds: number };

const ATTACHMENT_BYTES = 2 * 1024 * 1024 * 1024;

export async function measureBackupMemory(dataDirectory: string): Promise<BackupMemoryResult> {
  const database = path.join(dataDirectory, "backup-memory.db");
  const handle = createDatabase({ sqlitePath: database });
  let counts;
  try {
    counts = await prepareLargeDatabase(handle.db, { attachmentBytes: ATTACHMENT_BYTES, log: (line) => console.log(`bench backup-memory: ${line}`) });
  } finally {
    await handle.close();
  }
  const out = path.join(dataDirectory, "site.backup");
  const started = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/admin.ts", "backup", "--out", out], {
    env: { ...process.env, SQLITE_PATH: database, DATABASE_URL: "" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  let peakRssMiB = 0;
  const sampler = setInterval(() => {
    try {
      peakRssMiB = Math.max(peakRssMiB, memoryOf(findNodePid(child.pid!)).peakMiB);
    } catch {
      // Not started yet, or finished.
    }
  }, 50);
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`the backup exited with ${code}`);
  const result = {
    enquiries: counts.enquiries,
    attachmentBytes: counts.attachments * 1024 * 1024,
    databaseBytes: statSync(database).size,
    backupBytes: statSync(out).size,
    peakRssMiB,
    seconds: (performance.now() - started) / 1000,
  };
  console.log(`bench backup-memory: ${JSON.stringify(result)}`);
  return result;
}
