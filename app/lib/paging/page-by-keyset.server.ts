import { type SelectQueryBuilder, sql } from "kysely";
import type { KeysetCursor, KeysetPosition } from "./keyset-cursor.ts";

/** The columns a list is sorted by, newest first: a text sort value and the id that breaks its ties, e.g. `c.created_at` and `c.id`. */
export type KeysetColumns = { key: string; id: string };

/**
 * `query` limited to the rows past `position` and ordered to walk away from it, one row more than
 * a page so the caller learns whether more follow. An index on (key, id), after any equality
 * filters, serves both the seek and the order: no rows are counted past, nothing is sorted.
 * The condition is spelled `key <= k and (key < k or id < i)`: both databases seek on the key
 * with it, and it needs no row-value support from either.
 */
export function pageByKeyset<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  columns: KeysetColumns,
  position: KeysetPosition | null,
  pageSize: number,
): SelectQueryBuilder<DB, TB, O> {
  const newer = position?.direction === "newer";
  const key = sql.ref(columns.key);
  const id = sql.ref(columns.id);
  let paged = query;
  if (position) {
    const { cursor } = position;
    const edge = sql.raw(newer ? ">=" : "<=");
    const beyond = sql.raw(newer ? ">" : "<");
    paged = paged.where(sql<boolean>`${key} ${edge} ${cursor.key} and (${key} ${beyond} ${cursor.key} or ${id} ${beyond} ${cursor.id})`);
  }
  const direction = newer ? "asc" : "desc";
  return paged.orderBy(key, direction).orderBy(id, direction).limit(pageSize + 1);
}

/** One page of a newest-first list and where its neighbours start; null where there is none. */
export type KeysetPage<Row> = { rows: Row[]; older: KeysetPosition | null; newer: KeysetPosition | null };

/**
 * Reads the page at `position` with `load` (a query built with pageByKeyset, executed) and works
 * out the links either side. Walking back to the newest rows ends on the first page itself, full
 * and without a Newer link, rather than on a short page before it.
 */
export async function readKeysetPage<Row>(
  load: (position: KeysetPosition | null) => Promise<Row[]>,
  position: KeysetPosition | null,
  pageSize: number,
  cursorOf: (row: Row) => KeysetCursor,
): Promise<KeysetPage<Row>> {
  const fetched = await load(position);
  // Nothing past the cursor (its rows were deleted, or it points past either end): the first page instead of an empty one.
  if (position && fetched.length === 0) return readKeysetPage(load, null, pageSize, cursorOf);
  const more = fetched.length > pageSize;
  const rows = fetched.slice(0, pageSize);
  if (position?.direction === "newer") {
    if (!more) return readKeysetPage(load, null, pageSize, cursorOf);
    rows.reverse();
    return {
      rows,
      newer: { direction: "newer", cursor: cursorOf(rows[0]!) },
      older: { direction: "older", cursor: cursorOf(rows[rows.length - 1]!) },
    };
  }
  const first = rows[0];
  const last = rows[rows.length - 1];
  return {
    rows,
    // Reached from a newer page, so there are rows before this one (unless deleted meanwhile: then Newer leads to the first page).
    newer: position && first ? { direction: "newer", cursor: cursorOf(first) } : null,
    older: more && last ? { direction: "older", cursor: cursorOf(last) } : null,
  };
}
