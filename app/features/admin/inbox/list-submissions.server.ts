import type { Kysely } from "kysely";
import type { Database, SubmissionStatus } from "#app/db/schema.ts";
import type { KeysetPosition } from "#app/lib/paging/keyset-cursor.ts";
import { type KeysetPage, pageByKeyset, readKeysetPage } from "#app/lib/paging/page-by-keyset.server.ts";
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

export type SubmissionPage = KeysetPage<SubmissionListRow> & { total: number };

/** The query of one page of an inbox, newest first; exported so the query-plan test checks the SQL the page runs. */
export function submissionsPageQuery(db: Kysely<Database>, table: SubmissionTable, filters: InboxFilters, position: KeysetPosition | null) {
  const query = filterSubmissions(db, table, filters)
    .leftJoin("attachments", "attachments.id", `${table}.attachment_id`)
    .select([`${table}.id`, `${table}.name`, `${table}.email`, `${table}.status`, `${table}.created_at`, `${table}.attachment_id`, "attachments.content_warnings"])
    .$if(table === "applications", (applications) => applications.select(["applications.job_id", "applications.job_title"]));
  // The id breaks ties between submissions received in the same millisecond.
  return pageByKeyset(query, { key: `${table}.created_at`, id: `${table}.id` }, position, INBOX_PAGE_SIZE);
}

/** One page of an inbox, newest first, with the total the filters select. */
export async function listSubmissions(db: Kysely<Database>, table: SubmissionTable, filters: InboxFilters, position: KeysetPosition | null = null): Promise<SubmissionPage> {
  const page = await readKeysetPage((at) => submissionsPageQuery(db, table, filters, at).execute(), position, INBOX_PAGE_SIZE, (row) => ({ key: row.created_at, id: row.id }));
  // A first page with nothing older holds every match: no need to count them again. That is
  // the case a rare search term makes, where counting would read every row a second time.
  const everything = position === null && page.older === null;
  const total = everything
    ? page.rows.length
    : Number(
        (
          await filterSubmissions(db, table, filters)
            .select((eb) => eb.fn.countAll<number>().as("count"))
            .executeTakeFirstOrThrow()
        ).count,
      );
  return {
    ...page,
    rows: page.rows.map((row) => ({
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
  };
}
