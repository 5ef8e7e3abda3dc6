import type { ContentPageFamily } from "./content-page.ts";

/** Where the privacy notice is served; the forms and the footer link to it. */
export const PRIVACY_NOTICE_PATH = "/privacy";

type StandalonePage = { family: ContentPageFamily; slug: string; path: string };

/**
 * Pages kept with a family (edited, revised and published like its other pages) but served at an
 * address of their own and left out of the family's menus, footer column and listings: the
 * privacy notice is reached from the footer's links and the forms, not browsed to. Its old
 * family address answers with a permanent redirect to this one.
 */
export const STANDALONE_PAGES: readonly StandalonePage[] = [{ family: "aboutus", slug: "privacy", path: PRIVACY_NOTICE_PATH }];

/** The page's own address, or null for a page served under its family. */
export function standalonePathOf(page: { family: string; slug: string }): string | null {
  return STANDALONE_PAGES.find((entry) => entry.family === page.family && entry.slug === page.slug)?.path ?? null;
}

/** The standalone page served at this path (`/privacy`, `/privacy/`), or null. */
export function standalonePageAt(pathname: string): StandalonePage | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  return STANDALONE_PAGES.find((entry) => entry.path === path.toLowerCase()) ?? null;
}
