import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { recordAudit } from "#app/features/admin/record-audit.server.ts";
import type { InboxFilters } from "./inbox-filters.ts";
import { filterSubmissions } from "./filter-submissions.server.ts";
import { streamCsv } from "./stream-csv.ts";
import { SUBMISSION_KINDS, type SubmissionTable } from "./submission-kinds.ts";
import type { CsvCell } from "./write-csv.ts";

type ExportInput = { table: SubmissionTable; filters: InboxFilters; userId: number; now?: Date };

/** Records read per query while the file is sent: one chunk of the download. */
export const EXPORT_BATCH_SIZE = 250;

/*
 * Why not a database cursor (Kysely's `.stream()`): on SQLite every query goes through the one
 * connection, so a cursor held open for a download as slow as its client would stall every
 * other request of the site until it ends; on PostgreSQL it would hold a pooled connection (and
 * pg-cursor, which is not installed) as long. So the export first reads only the ids the filters
 * select, in the list's order (a few bytes a row: 100,000 ids are under a megabyte), then the
 * rows a batch at a time by primary key, each batch when the download asks for it. The ids also
 * fix which rows the file holds, and so the count the audit entry states, when the export starts.
 */

function selectRows(db: Kysely<Database>, table: SubmissionTable, ids: readonly number[]) {
  return db
    .selectFrom(table)
    .leftJoin("attachments", "attachments.id", `${table}.attachment_id`)
    .select([
      `${table}.id`,
      `${table}.created_at`,
      `${table}.status`,
      `${table}.handled_at`,
      `${table}.name`,
      `${table}.email`,
      `${table}.phone`,
      `${table}.message`,
      `${table}.client_address`,
      "attachments.file_name",
      "attachments.size_bytes",
    ])
    .$if(table === "applications", (query) => query.select(["applications.job_id", "applications.job_title"]))
    .where(`${table}.id`, "in", ids)
    .execute();
}

type Row = Awaited<ReturnType<typeof selectRows>>[number];

/**
 * Every row the list's filters select (all pages, newest first) as a CSV stream, and an audit
 * entry, written before the first byte, saying how many rows leave the console. File contents
 * are not exported, only their names.
 */
export async function exportSubmissionsCsv(
  db: Kysely<Database>,
  input: ExportInput,
): Promise<{ stream: ReadableStream<Uint8Array>; fileName: string; count: number }> {
  const { table, filters } = input;
  const now = input.now ?? new Date();
  const kind = SUBMISSION_KINDS[table];
  const ids = (
    await filterSubmissions(db, table, filters)
      .select(`${table}.id as id`)
      .orderBy(`${table}.created_at`, "desc")
      .orderBy(`${table}.id`, "desc")
      .execute()
  ).map((row) => row.id);

  const withJob = table === "applications";
  const header = [
    "ID",
    "Received (UTC)",
    "Status",
    "Handled (UTC)",
    ...(withJob ? ["Job ID", "Job title"] : []),
    "Name",
    "Email",
    "Phone",
    "Message",
    "Client address",
    "Attachment",
    "Attachment size (bytes)",
  ];
  const cellsOf = (row: Row): CsvCell[] => [
    row.id,
    row.created_at,
    row.status,
    row.handled_at,
    ...(withJob ? [row.job_id ?? null, row.job_title ?? null] : []),
    row.name,
    row.email,
    row.phone,
    row.message,
    row.client_address,
    row.file_name,
    row.size_bytes === null ? null : Number(row.size_bytes),
  ];

  let next = 0;
  const stream = streamCsv(header, async () => {
    if (next >= ids.length) return null;
    const batch = ids.slice(next, next + EXPORT_BATCH_SIZE);
    next += batch.length;
    const byId = new Map((await selectRows(db, table, batch)).map((row) => [row.id, row]));
    // In the list's order; a row deleted since the export began is left out.
    return batch.flatMap((id) => {
      const row = byId.get(id);
      return row ? [cellsOf(row)] : [];
    });
  });

  await recordAudit(db, { userId: input.userId, action: kind.audit.export, target: `${ids.length} ${kind.plural}` }, now);
  return { stream, fileName: `${kind.plural}-${now.toISOString().slice(0, 10)}.csv`, count: ids.length };
}
