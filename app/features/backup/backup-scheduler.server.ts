import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { repeatTask } from "#app/lib/repeat-task.server.ts";
import {
  BACKUP_LEASE_MS,
  claimBackupRun,
  recordBackupFailed,
  recordBackupsRemoved,
  recordBackupWritten,
  renewBackupLease,
} from "./backup-run-records.server.ts";
import { BACKUP_ALREADY_RUNNING_MESSAGE, type BackupService, type StartBackupResult } from "./backup-service.ts";
import { type BackupSettings, intervalMilliseconds } from "./backup-settings.ts";
import type { DatabaseTarget } from "./database-target.ts";
import { rotateServerBackups } from "./rotate-server-backups.server.ts";
import { serverBackupName } from "./server-backup-name.ts";
import { writeBackup } from "./write-backup.server.ts";

type Log = (details: Record<string, unknown>, message: string) => void;

export interface BackupSchedulerOptions {
  db: Kysely<Database>;
  /** The database to back up, addressed as the backup command addresses it. */
  source: DatabaseTarget;
  settings: BackupSettings;
  logger?: { info: Log; warn: Log };
  /** The clock; tests move it on. */
  now?: () => Date;
  /** How often the schedule looks whether a backup is due. */
  checkIntervalMs?: number;
}

export type TickResult = "written" | "failed" | "not-due" | "running";

export interface BackupScheduler extends BackupService {
  settings: BackupSettings;
  /** One look at the schedule: takes a backup (and waits for it) when one is due. */
  tick(): Promise<TickResult>;
  /** Looks at once, then every minute. */
  start(): void;
  /** Stops the schedule and waits for a backup in progress on this instance to end. */
  stop(): Promise<void>;
}

// Coarse enough to cost nothing, fine enough for the shortest interval (15 minutes).
const CHECK_INTERVAL_MS = 60 * 1000;

/**
 * Takes a backup into BACKUP_DIR whenever none has started within BACKUP_INTERVAL_HOURS, and when
 * an admin asks; keeps the BACKUP_KEEP newest. Every instance runs the schedule; the claim in
 * backup_runs lets one of them take each backup (backup-run-records.server.ts).
 */
export function createBackupScheduler(options: BackupSchedulerOptions): BackupScheduler {
  const { db, source, settings, logger } = options;
  const now = options.now ?? (() => new Date());
  const inProgress = new Set<Promise<unknown>>();

  async function takeClaimedBackup(runId: number, startedAt: Date): Promise<"written" | "failed"> {
    const fileName = serverBackupName(startedAt);
    const renewal = setInterval(() => {
      renewBackupLease(db, runId, now()).catch((error: unknown) => logger?.warn({ reason: describeError(error) }, "backup lease renewal failed"));
    }, BACKUP_LEASE_MS / 5);
    renewal.unref();
    try {
      await mkdir(settings.directory, { recursive: true });
      const written = await writeBackup(source, path.join(settings.directory, fileName), {
        ...(settings.passphrase !== undefined ? { passphrase: settings.passphrase } : {}),
        now,
      });
      // Rotated while this run still holds the lock: no other run is writing in the directory.
      const removed = await rotateServerBackups(settings.directory, settings.keep).catch((error: unknown) => {
        logger?.warn({ reason: describeError(error) }, "old backups could not be deleted");
        return [];
      });
      await recordBackupsRemoved(db, removed, now());
      await recordBackupWritten(db, runId, { name: fileName, bytes: written.bytes }, now());
      logger?.info({ file: fileName, bytes: written.bytes, removed: removed.length }, "backup written");
      return "written";
    } catch (error) {
      const reason = describeError(error);
      logger?.warn({ file: fileName, reason }, "backup failed");
      // If even this fails (the database is away), the lease runs out and the run reads as interrupted.
      await recordBackupFailed(db, runId, reason, now()).catch(() => {});
      return "failed";
    } finally {
      clearInterval(renewal);
    }
  }

  function track<T>(promise: Promise<T>): Promise<T> {
    inProgress.add(promise);
    void promise.finally(() => inProgress.delete(promise)).catch(() => {});
    return promise;
  }

  async function tick(): Promise<TickResult> {
    const claim = await claimBackupRun(db, { kind: "scheduled", now: now(), intervalMs: intervalMilliseconds(settings) });
    if (!claim.claimed) return claim.reason;
    return track(takeClaimedBackup(claim.runId, claim.startedAt));
  }

  const schedule = repeatTask(
    async () => {
      await tick();
    },
    options.checkIntervalMs ?? CHECK_INTERVAL_MS,
    // A database that is briefly away must not stop the schedule: the next look tries again.
    (error) => logger?.warn({ reason: describeError(error) }, "backup schedule check failed"),
  );

  return {
    settings,
    tick,
    async startNow(requestedBy: number): Promise<StartBackupResult> {
      const claim = await claimBackupRun(db, { kind: "manual", now: now(), requestedBy });
      if (!claim.claimed) return { started: false, message: BACKUP_ALREADY_RUNNING_MESSAGE };
      // The page answers at once and shows the run; the backup goes on in the background.
      void track(takeClaimedBackup(claim.runId, claim.startedAt));
      return { started: true, runId: claim.runId };
    },
    start: () => schedule.start(),
    async stop() {
      await schedule.stop();
      await Promise.allSettled([...inProgress]);
    },
  };
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
