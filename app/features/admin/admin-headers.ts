/** Sent with every staff console response: never cached, never indexed. */
export const ADMIN_RESPONSE_HEADERS = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

export const ADMIN_ROBOTS_META = { name: "robots", content: "noindex, nofollow" } as const;

export function adminMeta(title: string) {
  return [{ title: `${title} | Staff console | Kairav Technologies` }, ADMIN_ROBOTS_META];
}
