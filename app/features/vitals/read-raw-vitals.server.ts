import { type Kysely, sql } from "kysely";
import type { Database, VitalName } from "#app/db/schema.ts";

export type RawVital = { route: string; name: VitalName; value: number; created_at: string };

const PAGE_ROWS = 10_000;

/**
 * Hands the raw samples created in [from, to) to `visit`, a page at a time in (time, id) order, so
 * memory stays bounded however many there are: a burst of beacons, or a month of them on the
 * first rollup after an upgrade. Each page starts at the previous page's last time, where the
 * created_at index leads, and skips what that page already had. Returns how many were read.
 */
export async function readRawVitals(
  db: Kysely<Database>,
  from: string,
  to: string,
  visit: (rows: RawVital[]) => void,
): Promise<number> {
  let after: { createdAt: string; id: number } | null = null;
  let total = 0;
  for (;;) {
    let query = db
      .selectFrom("vitals")
      .select(["id", "route", "name", "value", "created_at"])
      .where("created_at", "<", to)
      .orderBy("created_at")
      .orderBy("id")
      .limit(PAGE_ROWS);
    if (after) {
      const { createdAt, id } = after;
      query = query.where("created_at", ">=", createdAt).where(sql<boolean>`(created_at, id) > (${createdAt}, ${id})`);
    } else {
      query = query.where("created_at", ">=", from);
    }
    const rows = await query.execute();
    visit(rows);
    total += rows.length;
    if (rows.length < PAGE_ROWS) return total;
    const last = rows[rows.length - 1]!;
    after = { createdAt: last.created_at, id: last.id };
    // Lets waiting requests have the event loop (and SQLite's one connection) between pages.
    await new Promise((resolve) => setImmediate(resolve));
  }
}
