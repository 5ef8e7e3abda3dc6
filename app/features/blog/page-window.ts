/** How many page numbers stand on each side of the current one. */
const NEIGHBOURS = 2;

/**
 * The page numbers the blog's paging shows: the first, the last, and two on each side of the
 * current page, with a gap where numbers are left out. However many pages there are, at most nine
 * entries: the list page's HTML stays small with years of posts.
 */
export function pageWindow(page: number, pageCount: number): (number | "gap")[] {
  const shown = new Set([1, pageCount]);
  for (let number = page - NEIGHBOURS; number <= page + NEIGHBOURS; number += 1) if (number >= 1 && number <= pageCount) shown.add(number);
  const sorted = [...shown].sort((a, b) => a - b);
  const entries: (number | "gap")[] = [];
  sorted.forEach((number, index) => {
    const previous = sorted[index - 1];
    // A gap of exactly one number shows that number instead: "…" would take as much room.
    if (previous !== undefined && number - previous === 2) entries.push(previous + 1);
    else if (previous !== undefined && number - previous > 2) entries.push("gap");
    entries.push(number);
  });
  return entries;
}
