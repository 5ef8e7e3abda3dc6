import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { INTERRUPTED_MESSAGE } from "./backup-run-records.server.ts";

export interface BackupRunView {
  id: number;
  kind: "scheduled" | "manual";
  /** A run whose instance stopped renewing it reads as failed, with the reason, before the next claim records it. */
  status: "running" | "ok" | "failed";
  startedAt: string;
  finishedAt: string | null;
  fileName: string | null;
  sizeBytes: number | null;
  error: string | null;
  /** Deleted by rotation: kept in the history, no longer downloadable. */
  removed: boolean;
  requestedBy: string | null;
}

/** How many runs the page lists: the history of a few weeks at the usual daily interval. */
export const BACKUP_RUNS_LISTED = 50;

/** The newest runs first, as the staff page shows them. */
export async function listBackupRuns(db: Kysely<Database>, now: Date, limit = BACKUP_RUNS_LISTED): Promise<BackupRunView[]> {
  const rows = await db
    .selectFrom("backup_runs")
    .leftJoin("staff_users", "staff_users.id", "backup_runs.requested_by")
    .select([
      "backup_runs.id",
      "backup_runs.kind",
      "backup_runs.status",
      "backup_runs.started_at",
      "backup_runs.finished_at",
      "backup_runs.lease_until",
      "backup_runs.file_name",
      "backup_runs.size_bytes",
      "backup_runs.error",
      "backup_runs.removed_at",
      "staff_users.display_name",
    ])
    .orderBy("backup_runs.started_at", "desc")
    .orderBy("backup_runs.id", "desc")
    .limit(limit)
    .execute();
  const nowIso = now.toISOString();
  return rows.map((row) => {
    const interrupted = row.status === "running" && (row.lease_until === null || row.lease_until <= nowIso);
    return {
      id: Number(row.id),
      kind: row.kind,
      status: interrupted ? "failed" : row.status,
      startedAt: row.started_at,
      finishedAt: row.finished_at,
      fileName: row.file_name,
      sizeBytes: row.size_bytes === null ? null : Number(row.size_bytes),
      error: interrupted ? INTERRUPTED_MESSAGE : row.error,
      removed: row.removed_at !== null,
      requestedBy: row.display_name,
    };
  });
}
