import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { INTERRUPTED_MESSAGE } from "./backup-run-records.server.ts";
import type { BackupHealth } from "./backup-warning.ts";

/** What the dashboard's warning is decided from (backup-warning.ts): three small reads. */
export async function readBackupHealth(db: Kysely<Database>, now: Date): Promise<BackupHealth> {
  const nowIso = now.toISOString();
  const [lastEnded, lastSuccess, first] = await Promise.all([
    db
      .selectFrom("backup_runs")
      .select(["status", "finished_at", "started_at", "error", "lease_until"])
      // A running run whose lease has passed has ended too: its instance stopped.
      .where((eb) => eb.or([eb("status", "!=", "running"), eb("lease_until", "<=", nowIso)]))
      .orderBy("started_at", "desc")
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst(),
    db.selectFrom("backup_runs").select("finished_at").where("status", "=", "ok").orderBy("started_at", "desc").limit(1).executeTakeFirst(),
    db.selectFrom("backup_runs").select("started_at").orderBy("started_at", "asc").limit(1).executeTakeFirst(),
  ]);
  return {
    lastEnded: lastEnded
      ? lastEnded.status === "ok"
        ? { status: "ok", at: lastEnded.finished_at ?? lastEnded.started_at, error: null }
        : { status: "failed", at: lastEnded.finished_at ?? lastEnded.lease_until ?? lastEnded.started_at, error: lastEnded.status === "running" ? INTERRUPTED_MESSAGE : lastEnded.error }
      : null,
    lastSuccessAt: lastSuccess?.finished_at ?? null,
    firstStartedAt: first?.started_at ?? null,
  };
}
