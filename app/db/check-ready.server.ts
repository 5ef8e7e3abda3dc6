import { type Kysely, sql } from "kysely";
import type { Database } from "#app/db/schema.ts";

/**
 * Whether the database answers a trivial query within `timeoutMs`. Used by /readyz, so it never
 * throws: a closed pool, a refused connection or a hung server all mean "not ready".
 */
export async function isDatabaseReady(db: Kysely<Database>, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
    // A pending readiness check must not keep the process alive during shutdown.
    timer.unref();
  });
  const query = sql`select 1 as ok`
    .execute(db)
    .then(() => true)
    .catch(() => false);
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
