/*
 * When a carousel that rotates on its own (`data-autoplay-ms`) does what it does before the
 * visitor does anything. Apart from its element (carousel-element.ts), which only a browser can
 * load: the server reads the same timing off a page's markup to know how long the page can do
 * without its client entry (elements-defined-at-load.ts).
 */

/**
 * How long before its first automatic step a rotating carousel brings in its neighbours' held
 * content, so that the next slide's picture has arrived when it shows, even on a slow line.
 */
export const NEIGHBOURS_LEAD_MS = 3_000;

const autoplayAttribute = / data-autoplay-ms="(\d+)"/g;

/**
 * How long after its first paint a page's markup can do without its rotating carousels' element:
 * until the first of them brings in its next slide's picture, NEIGHBOURS_LEAD_MS before its first
 * automatic step. Undefined for markup without one.
 */
export function carouselsNeededAfterMs(html: string): number | undefined {
  const intervals = [...html.matchAll(autoplayAttribute)].map((match) => Number(match[1])).filter((ms) => ms > 0);
  return intervals.length === 0 ? undefined : Math.max(0, Math.min(...intervals) - NEIGHBOURS_LEAD_MS);
}

/**
 * When, on the page's clock (`performance.now()`), the shown slide of a carousel in the markup the
 * page was parsed with came on screen: at the page's first contentful paint, however much later
 * its element is defined (a public page defines it some time after the paint), or at the start of
 * the page's navigation where the browser reports no paint.
 */
export function parsedMarkupShownAt(): number {
  return performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
}
