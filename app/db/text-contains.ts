import { type Expression, type SqlBool, sql } from "kysely";

/** `%` and `_` typed by staff are searched for literally, not as wildcards. */
function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * True where any of `columns` contains `term`, in any letter case: both sides are lower-cased
 * because LIKE is case-sensitive on PostgreSQL but not on SQLite. A contains-search reads every
 * row the other filters leave, so lists use it on top of an index-ordered walk that stops after a page.
 */
export function textContains(columns: string[], term: string): Expression<SqlBool> {
  const pattern = `%${escapeLike(term.toLowerCase())}%`;
  return sql<SqlBool>`(${sql.join(
    columns.map((column) => sql`lower(${sql.ref(column)}) like ${pattern} escape '\\'`),
    sql` or `,
  )})`;
}
