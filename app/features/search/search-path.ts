/** The address of a page of results for `query`: the pager's links, and the search box's own address. */
export function searchPath(query: string, page = 1): string {
  const parameters = new URLSearchParams({ q: query });
  if (page > 1) parameters.set("page", String(page));
  return `/search?${parameters}`;
}
