/**
 * Where a page stands for visitors and staff: public as it is, public with unpublished changes,
 * or not public at all (a new page, or one taken off the site).
 */
export type PageState = "published" | "changed" | "unpublished";

export function pageState(row: { published: string | null; draft: string | null }): PageState {
  if (row.published === null) return "unpublished";
  return row.draft === null ? "published" : "changed";
}
