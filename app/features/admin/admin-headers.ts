/** Sent with every staff console response: never cached, never indexed. */
export const ADMIN_RESPONSE_HEADERS = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

export const ADMIN_ROBOTS_META = { name: "robots", content: "noindex, nofollow" } as const;

/** A staff page's document title, as browser tabs and history show it. */
export function adminDocumentTitle(title: string): string {
  return `${title} | Staff console | Kairav Technologies`;
}

export function adminMeta(title: string) {
  return [{ title: adminDocumentTitle(title) }, ADMIN_ROBOTS_META];
}
