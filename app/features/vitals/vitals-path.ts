export const VITALS_PATH_MAX_LENGTH = 200;

// Segments that name one record rather than a page: numeric ids, long hex ids (with a digit, so
// a long word made of the letters a–f stays a word) and UUIDs.
const ID_SEGMENT = /^(\d+|(?=[a-f]*\d)[0-9a-f]{16,}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * The page a report is filed under: the path alone (no query, no fragment, which may carry
 * personal data), ids collapsed so `/blog/12` and `/blog/13` count as one route, `/blog/:id`.
 * The browser sends it this way and the server applies it again, trusting nothing.
 */
export function toVitalsPath(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] ?? "";
  const collapsed = path
    .split("/")
    .map((segment) => (ID_SEGMENT.test(segment) ? ":id" : segment))
    .join("/")
    .replace(/(.)\/+$/, "$1");
  return (collapsed.startsWith("/") ? collapsed : `/${collapsed}`).slice(0, VITALS_PATH_MAX_LENGTH);
}
