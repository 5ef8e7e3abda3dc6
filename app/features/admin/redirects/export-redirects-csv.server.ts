import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { streamCsv } from "#app/features/admin/inbox/stream-csv.ts";
import { REDIRECT_CSV_COLUMNS } from "./read-redirects-csv.ts";

const EXPORT_BATCH_SIZE = 500;

/**
 * The staff redirects as the CSV file the import reads back (from,to,status), oldest first,
 * streamed a batch at a time with the inbox export's writer and its formula guard. The automatic
 * redirects are left out: they follow their pages and cannot be imported.
 */
export function exportRedirectsCsv(db: Kysely<Database>): ReadableStream<Uint8Array> {
  let afterId = 0;
  let done = false;
  return streamCsv(REDIRECT_CSV_COLUMNS, async () => {
    if (done) return null;
    const rows = await db
      .selectFrom("redirects")
      .select(["id", "from_path", "to_target", "status"])
      .where("id", ">", afterId)
      .orderBy("id")
      .limit(EXPORT_BATCH_SIZE)
      .execute();
    if (rows.length < EXPORT_BATCH_SIZE) done = true;
    if (rows.length === 0) return null;
    afterId = rows.at(-1)!.id;
    return rows.map((row) => [row.from_path, row.to_target, Number(row.status)]);
  });
}
