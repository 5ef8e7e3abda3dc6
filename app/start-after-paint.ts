// The first step of every optimised page's bootstrap (server/optimize-page-html.ts), kept out of
// the page itself so that its first response stays within a new connection's first round trip
// (ADR 009). An entry of the client build (scripts/vite/start-after-paint-entry.ts), fetched once
// and then cached for good under its content-hashed name; the client entry, loaded after it, takes
// the modules they share from it.
import { whenFirstGesture } from "./components/first-gesture.ts";
import { focusContentOnArrival } from "./components/layout/focus-content-on-arrival.ts";
import { scheduleVitalsReporting } from "./features/vitals/schedule-vitals-reporting.ts";
import { holdClicks, undefinedElementFor } from "./hold-clicks-until-defined.ts";

/** Resolves once the page has loaded: the page's own bootstrap imports this module after its first paint. */
function loaded(): Promise<void> {
  return new Promise<void>((done) => (document.readyState === "complete" ? done() : addEventListener("load", () => done(), { once: true })));
}

/**
 * The full stylesheets, for what the inlined rules leave out. Each is fetched now into the
 * browser's cache and becomes a stylesheet of the page, in place of its rules, when the visitor
 * first reaches for the page (first-gesture.ts). A visitor who only reads never pays for parsing it
 * nor for the style recalculation of the swap (a sheet added not to apply yet, with media "print",
 * is parsed and restyles the page all the same); what only scripts show (an open menu, a dialog, a
 * form's messages) comes after such a gesture (ADR 009).
 */
function swapStylesheetsAtFirstGesture(firstGesture: Promise<void>): void {
  const sheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')].map((link) => {
    void fetch(link.href).catch(() => {});
    return { link, inlined: link.previousElementSibling };
  });
  // A page whose rules were not inlined has nothing to swap: no font probe.
  if (sheets.length === 0) return;
  void firstGesture.then(() => {
    // The full stylesheets carry their own @font-face rules, which start afresh and would find the
    // web font cached by now: a page first painted in the fallback would re-flow into the web font.
    if (!webFontShows()) keepFallbackFont();
    for (const { link, inlined } of sheets) {
      const full = Object.assign(document.createElement("link"), { rel: "stylesheet", href: link.href });
      // The page's rules stay until the full sheet applies: both style the page alike meanwhile.
      full.addEventListener("load", () => inlined?.tagName === "STYLE" && inlined.remove(), { once: true });
      link.after(full);
    }
  });
}

function preload(modules: readonly string[]): void {
  for (const href of modules) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
}

/**
 * Loads `modules` with `load` when `trigger` resolves (the visitor's first gesture, or the end of a
 * wait before it). Until they have loaded, a click or press on markup whose element is not defined
 * yet (the phone menu's button, a use case's dialog, a carousel) is held and dispatched again once
 * they have, when the entry holds it in turn until that element is defined
 * (hold-clicks-until-defined.ts). The page is then ready for the visitor: `<html data-hydrated>`.
 */
function loadWhen(modules: readonly string[], load: () => Promise<unknown>, trigger: Promise<void>): void {
  let loading: Promise<unknown> | undefined;
  let settled = false;
  const start = () => {
    if (!loading) {
      preload(modules);
      // Settles either way: a bundle that fails to load leaves the page as it is without JavaScript.
      loading = load().then(
        () => void (settled = true),
        () => void (settled = true),
      );
    }
    return loading;
  };
  holdClicks((target) => (!settled && undefinedElementFor(target) ? start() : undefined));
  void trigger.then(start);
  document.documentElement.dataset.hydrated = "true";
}

/**
 * Runs once the page has painted (its bootstrap waits for the first contentful paint and two more
 * frames before importing this module: server/optimize-page-html.ts) and waits for the load
 * event, so nothing fetched for hydration competes with the page's largest paint. Then
 * takes the focus to the content of a page reached by a link of this site, loads the web-vitals
 * reporter on a page view sampled for it (schedule-vitals-reporting.ts), fetches the full
 * stylesheets to swap them in at the visitor's first gesture, and either preloads the modules the
 * page's bootstrap imports next, or, given `loadAtGesture` (a page with nothing to do before the
 * visitor does something: elements-defined-at-load.ts), loads them itself only at the first
 * gesture, or, given `orAfterMs` too (a page whose work can wait that long, such as a banner's
 * first automatic step), then or that long after the paint, whichever comes first.
 *
 * @param modules what the page's bootstrap imports, fetched in parallel when they are loaded
 * @param loadAtGesture imports them, for a page that waits for the first gesture
 * @param orAfterMs how long after the paint such a page imports them without a gesture
 */
export async function startAfterPaint(modules: readonly string[], loadAtGesture?: () => Promise<unknown>, orAfterMs?: number): Promise<void> {
  await loaded();
  focusContentOnArrival();
  scheduleVitalsReporting();
  // After the arrival focus, which is not the visitor's gesture.
  const firstGesture = whenFirstGesture();
  swapStylesheetsAtFirstGesture(firstGesture);
  const waitOver = orAfterMs === undefined ? undefined : new Promise<void>((over) => setTimeout(over, orAfterMs));
  if (loadAtGesture) loadWhen(modules, loadAtGesture, waitOver ? Promise.race([firstGesture, waitOver]) : firstGesture);
  else preload(modules);
}

/**
 * Whether text set in the web font is drawn in it now. The face is `font-display: optional`: when
 * it arrives after the first paint the browser draws this page in the next family of the list
 * for good, which measures the same as a probe with no web font in it.
 */
function webFontShows(): boolean {
  const width = (family: string) => {
    const probe = Object.assign(document.createElement("span"), { textContent: "Wwmil 0123" });
    probe.style.cssText = `position:absolute;visibility:hidden;white-space:nowrap;font:32px ${family}`;
    document.body.append(probe);
    const measured = probe.getBoundingClientRect().width;
    probe.remove();
    return measured;
  };
  return width('"Inter Variable", monospace') !== width("monospace");
}

/** Sets the page's sans-serif stack without the web font, as the first paint drew it. */
function keepFallbackFont(): void {
  const stack = getComputedStyle(document.documentElement).getPropertyValue("--font-sans");
  const withoutWebFont = stack.replace(/["']?Inter Variable["']?,\s*/, "");
  if (withoutWebFont !== stack) document.documentElement.style.setProperty("--font-sans", withoutWebFont);
}
