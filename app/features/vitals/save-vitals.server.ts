import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { purgeOldVitals } from "./purge-old-vitals.server.ts";
import type { VitalsPayload } from "./vitals-payload.ts";
import { toVitalsPath } from "./vitals-path.ts";

const PURGE_INTERVAL_MS = 60 * 60 * 1000;
// Per database handle, so each process purges once an hour however many beacons arrive.
const lastPurgeAt = new WeakMap<Kysely<Database>, number>();

/**
 * Stores one page view's report, a row per metric: the route, the name, the value and the time.
 * Old samples are deleted along the way, at most once an hour, so the table needs no job of its own.
 */
export async function saveVitals(db: Kysely<Database>, report: VitalsPayload, now = new Date()): Promise<void> {
  const route = toVitalsPath(report.path);
  const createdAt = now.toISOString();
  await db
    .insertInto("vitals")
    .values(report.metrics.map((metric) => ({ route, name: metric.name, value: metric.value, created_at: createdAt })))
    .execute();
  const last = lastPurgeAt.get(db);
  if (last === undefined || now.getTime() - last >= PURGE_INTERVAL_MS) {
    lastPurgeAt.set(db, now.getTime());
    await purgeOldVitals(db, now);
  }
}
