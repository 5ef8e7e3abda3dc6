/**
 * Where a page stands for visitors and staff: public as it is, public with unpublished changes,
 * changes that go public at a set time, or not public at all (a new page, or one taken off the site).
 */
export type PageState = "published" | "changed" | "scheduled" | "unpublished";

export function pageState(row: { published: string | null; draft: string | null; publish_at: string | null }): PageState {
  if (row.publish_at !== null) return "scheduled";
  if (row.published === null) return "unpublished";
  return row.draft === null ? "published" : "changed";
}
