import { type Kysely, sql } from "kysely";
import type { Database } from "#app/db/schema.ts";
import type { InboxFilters } from "./inbox-filters.ts";
import type { SubmissionTable } from "./submission-kinds.ts";

/** `%` and `_` typed by staff are searched for literally, not as wildcards. */
export function escapeLikePattern(term: string): string {
  return term.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * The rows of one inbox that the filters select, as a query to count or to read from. The search
 * compares lower-cased text on both sides because LIKE is case-sensitive on PostgreSQL but not on
 * SQLite; SQLite's lower() folds ASCII letters only, so an upper-case Ä in a stored name is found
 * by typing Ä, not ä.
 */
export function filterSubmissions(db: Kysely<Database>, table: SubmissionTable, filters: InboxFilters) {
  let query = db.selectFrom(table);
  if (filters.q) {
    const pattern = `%${escapeLikePattern(filters.q.toLowerCase())}%`;
    query = query.where(({ or }) =>
      or([
        sql<boolean>`lower(${sql.ref(`${table}.name`)}) like ${pattern} escape '\\'`,
        sql<boolean>`lower(${sql.ref(`${table}.email`)}) like ${pattern} escape '\\'`,
      ]),
    );
  }
  if (filters.status) query = query.where(`${table}.status`, "=", filters.status);
  if (table === "applications" && filters.job !== null) query = query.where("applications.job_id", "=", filters.job);
  return query;
}
