/** What the redirects pages confirm after a change, keyed by the `?notice=` the action redirects with. */
export const REDIRECT_NOTICES = {
  created: "Redirect created. It answers from the next visit.",
  saved: "Changes saved. They apply from the next visit.",
  deleted: "Redirect deleted. Its old address answers as before from the next visit.",
  // The old address is a page visitors open today: said, not refused, since replacing a page is a reason to redirect.
  "created-over-page": "Redirect created. Its old address is also a page of this site: visitors now get the redirect instead of that page.",
  "saved-over-page": "Changes saved. The old address is also a page of this site: visitors now get the redirect instead of that page.",
} as const;
export type RedirectNotice = keyof typeof REDIRECT_NOTICES;

export function redirectNoticeText(value: string | null): string | null {
  return value && Object.hasOwn(REDIRECT_NOTICES, value) ? REDIRECT_NOTICES[value as RedirectNotice] : null;
}

/** The notice after an import: how many redirects were added and how many replaced. */
export function importedNoticeText(params: URLSearchParams): string | null {
  const created = Number(params.get("created"));
  const updated = Number(params.get("updated"));
  if (params.get("notice") !== "imported" || !Number.isInteger(created) || !Number.isInteger(updated) || created < 0 || updated < 0) return null;
  const count = (n: number) => `${n} ${n === 1 ? "redirect" : "redirects"}`;
  return `Imported ${count(created + updated)}: ${created} new, ${updated} replaced. They answer from the next visit.`;
}
