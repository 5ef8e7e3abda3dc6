import type { Kysely } from "kysely";
import { textContains } from "#app/db/text-contains.ts";
import type { Database } from "#app/db/schema.ts";
import type { InboxFilters } from "./inbox-filters.ts";
import type { SubmissionTable } from "./submission-kinds.ts";

/**
 * The rows of one inbox that the filters select, as a query to count or to read from. SQLite's
 * lower() folds ASCII letters only, so an upper-case Ä in a stored name is found by typing Ä, not ä.
 * On PostgreSQL trigram indexes serve the search (migration 0021).
 */
export function filterSubmissions(db: Kysely<Database>, table: SubmissionTable, filters: InboxFilters) {
  let query = db.selectFrom(table);
  if (filters.q) query = query.where(textContains([`${table}.name`, `${table}.email`], filters.q));
  if (filters.status) query = query.where(`${table}.status`, "=", filters.status);
  if (table === "applications" && filters.job !== null) query = query.where("applications.job_id", "=", filters.job);
  return query;
}
