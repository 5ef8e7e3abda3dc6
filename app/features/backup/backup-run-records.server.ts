import { type Kysely, sql, type Transaction } from "kysely";
import { getDatabaseDialect } from "#app/db/dialect.ts";
import type { Database } from "#app/db/schema.ts";

/*
 * The backup_runs rows (0017). A `running` row is the lock that lets one backup run at a time,
 * whichever instance asks: it is claimed inside a transaction that first takes the same kind of
 * lock as start-up seeding (a PostgreSQL advisory lock, SQLite's write lock), and it stays
 * claimed while its instance renews the lease. An instance that dies leaves a row whose lease
 * runs out; the next claim records it as interrupted.
 */

/** How long a run stays claimed without its instance renewing it. */
export const BACKUP_LEASE_MS = 5 * 60 * 1000;
export const INTERRUPTED_MESSAGE = "Interrupted: the server stopped before the backup was finished.";
/** Enough to tell a full disk from a refused connection; the page shows it whole. */
export const BACKUP_ERROR_MAX_LENGTH = 300;

// Arbitrary constant shared by every instance (another than the seeding lock's).
const BACKUP_LOCK_KEY = 4_731_917;

export type BackupClaim =
  | { claimed: true; runId: number; startedAt: Date }
  | { claimed: false; reason: "running"; runningSince: string }
  | { claimed: false; reason: "not-due" };

export interface ClaimOptions {
  kind: "scheduled" | "manual";
  now: Date;
  requestedBy?: number;
  /** For the schedule: a run is due when none started within this many milliseconds. */
  intervalMs?: number;
}

async function lockBackupRuns(trx: Transaction<Database>): Promise<void> {
  if (getDatabaseDialect(trx) === "postgres") {
    // Released automatically at commit or rollback.
    await sql`select pg_advisory_xact_lock(${sql.lit(BACKUP_LOCK_KEY)})`.execute(trx);
    return;
  }
  // A write statement (even one matching no row) takes SQLite's write lock now, before the reads.
  await sql`update backup_runs set id = id where 0 = 1`.execute(trx);
}

/** Starts a run unless one is running (on any instance) or, for the schedule, none is due. */
export async function claimBackupRun(db: Kysely<Database>, options: ClaimOptions): Promise<BackupClaim> {
  const nowIso = options.now.toISOString();
  return db.transaction().execute(async (trx) => {
    await lockBackupRuns(trx);
    const running = await trx.selectFrom("backup_runs").select(["id", "started_at", "lease_until"]).where("status", "=", "running").execute();
    for (const run of running) {
      if (run.lease_until !== null && run.lease_until > nowIso) return { claimed: false, reason: "running", runningSince: run.started_at };
      await trx
        .updateTable("backup_runs")
        .set({ status: "failed", finished_at: nowIso, lease_until: null, error: INTERRUPTED_MESSAGE })
        .where("id", "=", run.id)
        .execute();
    }
    if (options.kind === "scheduled") {
      const last = await trx.selectFrom("backup_runs").select("started_at").orderBy("started_at", "desc").orderBy("id", "desc").limit(1).executeTakeFirst();
      if (last && Date.parse(last.started_at) + (options.intervalMs ?? 0) > options.now.getTime()) return { claimed: false, reason: "not-due" };
    }
    const { id } = await trx
      .insertInto("backup_runs")
      .values({
        kind: options.kind,
        requested_by: options.requestedBy ?? null,
        status: "running",
        started_at: nowIso,
        lease_until: new Date(options.now.getTime() + BACKUP_LEASE_MS).toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { claimed: true, runId: Number(id), startedAt: options.now };
  });
}

/** Keeps a run claimed while its instance works on it. */
export async function renewBackupLease(db: Kysely<Database>, runId: number, now: Date): Promise<void> {
  await db
    .updateTable("backup_runs")
    .set({ lease_until: new Date(now.getTime() + BACKUP_LEASE_MS).toISOString() })
    .where("id", "=", runId)
    .where("status", "=", "running")
    .execute();
}

export async function recordBackupWritten(db: Kysely<Database>, runId: number, file: { name: string; bytes: number }, now: Date): Promise<void> {
  await db
    .updateTable("backup_runs")
    .set({ status: "ok", finished_at: now.toISOString(), lease_until: null, file_name: file.name, size_bytes: file.bytes })
    .where("id", "=", runId)
    .execute();
}

export async function recordBackupFailed(db: Kysely<Database>, runId: number, reason: string, now: Date): Promise<void> {
  const error = reason.length > BACKUP_ERROR_MAX_LENGTH ? `${reason.slice(0, BACKUP_ERROR_MAX_LENGTH - 1)}…` : reason;
  await db.updateTable("backup_runs").set({ status: "failed", finished_at: now.toISOString(), lease_until: null, error }).where("id", "=", runId).execute();
}

/** Notes that rotation deleted these files: their runs stay in the history without a download. */
export async function recordBackupsRemoved(db: Kysely<Database>, fileNames: string[], now: Date): Promise<void> {
  if (fileNames.length === 0) return;
  await db.updateTable("backup_runs").set({ removed_at: now.toISOString() }).where("file_name", "in", fileNames).where("removed_at", "is", null).execute();
}
