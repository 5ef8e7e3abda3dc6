import { arrivedFromThisSite } from "./arrived-from-this-site.ts";

/**
 * Set on the document once a load's arrival is handled, to the element it focused if it did: the
 * two bundles that may handle it (start-after-paint.ts and the client entry's header) share no
 * module state.
 */
const HANDLED = Symbol.for("kairav.arrival-handled");
type Marked = Document & { [HANDLED]?: Element | null };

/**
 * Puts the focus on the page's content (`#main-content`), as if the visitor had used the skip
 * link: after following a link the next Tab starts there, not back at the top bar or in a menu
 * that has just closed, and a screen reader moves on to the new page.
 */
export function focusMainContent(): void {
  document.getElementById("main-content")?.focus({ preventScroll: true });
}

/**
 * A page reached by a link from another page of the site takes the focus to its content, as the
 * staff console does after a navigation inside the page; unless the visitor has already put the
 * focus somewhere (this runs once the page has loaded). Only the first call of a page load acts.
 */
export function focusContentOnArrival(): void {
  const marked = document as Marked;
  if (marked[HANDLED] !== undefined) return;
  marked[HANDLED] = null;
  const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  const load = { navigationType: entry?.type, referrer: document.referrer, origin: location.origin, hash: location.hash };
  if (!arrivedFromThisSite(load)) return;
  if (document.activeElement && document.activeElement !== document.body) return;
  focusMainContent();
  marked[HANDLED] = document.activeElement;
}

/** The element the page itself put the focus on as it arrived, if it did: not the visitor's doing. */
export function focusedOnArrival(): Element | null {
  return (document as Marked)[HANDLED] ?? null;
}
