import type { Kysely } from "kysely";
import type { Database, SubmissionStatus } from "#app/db/schema.ts";
import { type ContentWarning, parseContentWarnings } from "#app/lib/uploads/content-warnings.ts";
import { INBOX_PAGE_SIZE, type InboxFilters } from "./inbox-filters.ts";
import { filterSubmissions } from "./filter-submissions.server.ts";
import type { SubmissionTable } from "./submission-kinds.ts";

export type SubmissionListRow = {
  id: number;
  name: string;
  email: string;
  status: SubmissionStatus;
  receivedAt: string;
  hasAttachment: boolean;
  /** What the upload checks noted about the file, so the list can warn before it is opened. */
  attachmentWarnings: ContentWarning[];
  /** Applications only. */
  job: { id: number | null; title: string } | null;
};

export type SubmissionPage = {
  rows: SubmissionListRow[];
  total: number;
  /** The page shown: the one asked for, or the last one when it asked for more pages than exist. */
  page: number;
  pageCount: number;
  pageSize: number;
};

/** One page of an inbox, newest first, with the total the filters select. */
export async function listSubmissions(db: Kysely<Database>, table: SubmissionTable, filters: InboxFilters): Promise<SubmissionPage> {
  const filtered = filterSubmissions(db, table, filters);
  const { count } = await filtered.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
  const total = Number(count);
  const pageCount = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
  // After the last item of the last page is deleted, "page 3" becomes the (new) last page.
  const page = Math.min(filters.page, pageCount);

  const rows = await filtered
    .leftJoin("attachments", "attachments.id", `${table}.attachment_id`)
    .select([`${table}.id`, `${table}.name`, `${table}.email`, `${table}.status`, `${table}.created_at`, `${table}.attachment_id`, "attachments.content_warnings"])
    .$if(table === "applications", (query) => query.select(["applications.job_id", "applications.job_title"]))
    // The id breaks ties between submissions received in the same millisecond.
    .orderBy(`${table}.created_at`, "desc")
    .orderBy(`${table}.id`, "desc")
    .limit(INBOX_PAGE_SIZE)
    .offset((page - 1) * INBOX_PAGE_SIZE)
    .execute();

  return {
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      status: row.status,
      receivedAt: row.created_at,
      hasAttachment: row.attachment_id !== null,
      attachmentWarnings: parseContentWarnings(row.content_warnings),
      job: row.job_title === undefined ? null : { id: row.job_id ?? null, title: row.job_title },
    })),
    total,
    page,
    pageCount,
    pageSize: INBOX_PAGE_SIZE,
  };
}
