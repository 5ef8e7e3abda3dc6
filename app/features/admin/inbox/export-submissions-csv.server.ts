import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { recordAudit } from "#app/features/admin/record-audit.server.ts";
import type { InboxFilters } from "./inbox-filters.ts";
import { filterSubmissions } from "./filter-submissions.server.ts";
import { SUBMISSION_KINDS, type SubmissionTable } from "./submission-kinds.ts";
import { type CsvCell, writeCsv } from "./write-csv.ts";

type ExportInput = { table: SubmissionTable; filters: InboxFilters; userId: number; now?: Date };

/**
 * Every row the list's filters select (all pages, newest first) as a CSV file, and an audit entry
 * saying how many rows left the console. File contents are not exported, only their names.
 */
export async function exportSubmissionsCsv(db: Kysely<Database>, input: ExportInput): Promise<{ csv: string; fileName: string; count: number }> {
  const { table, filters } = input;
  const now = input.now ?? new Date();
  const kind = SUBMISSION_KINDS[table];
  const rows = await filterSubmissions(db, table, filters)
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
    .orderBy(`${table}.created_at`, "desc")
    .orderBy(`${table}.id`, "desc")
    .execute();

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
  const cells = rows.map((row): CsvCell[] => [
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
  ]);

  await recordAudit(db, { userId: input.userId, action: kind.audit.export, target: `${rows.length} ${kind.plural}` }, now);
  return { csv: writeCsv(header, cells), fileName: `${kind.plural}-${now.toISOString().slice(0, 10)}.csv`, count: rows.length };
}
