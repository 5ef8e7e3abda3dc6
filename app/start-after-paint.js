// The first step of every optimised page's bootstrap (server/optimize-page-html.ts), kept out of
// the page itself so that its first response stays within a new connection's first round trip
// (ADR 009). It is fetched once and then cached for good under its content-hashed name.

// The visitor's first gestures, and the event an element dispatches on the window before it shows
// what only scripts show without one (a dialog a ?job= address opens: modal-dialog-element.ts).
const FIRST_GESTURES = ["pointerover", "pointermove", "pointerdown", "touchstart", "wheel", "keydown", "focusin", "scroll", "click", "kairav:full-styles"];

/**
 * Waits for the load event and for the first contentful paint to be on screen and two more frames
 * to be painted, so nothing fetched for hydration competes with the page's largest paint. Hidden
 * tabs paint no frames, and some browsers report no paint timing: the timeout goes on there. Then
 * loads the full stylesheets, to swap them in for the inlined rules at the visitor's first gesture,
 * and preloads the modules hydration imports.
 *
 * @param {string[]} modules what the page's bootstrap imports next, fetched in parallel now
 */
export async function startAfterPaint(modules) {
  await new Promise((loaded) => (document.readyState === "complete" ? loaded() : addEventListener("load", loaded, { once: true })));
  await new Promise((painted) => {
    setTimeout(painted, 1000);
    const afterFrames = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(painted)));
    try {
      new PerformanceObserver((list, observer) => {
        if (list.getEntriesByName("first-contentful-paint").length === 0) return;
        observer.disconnect();
        afterFrames();
      }).observe({ type: "paint", buffered: true });
    } catch {
      afterFrames();
    }
  });
  // The full stylesheets, for what the inlined rules leave out. Each is fetched now into the
  // browser's cache and becomes a stylesheet of the page, in place of its rules, when the visitor
  // first reaches for the page: a pointer or a wheel moving, a touch, a key, a focus, a scroll, a click.
  // A visitor who only reads never pays for parsing it nor for the style recalculation of the swap
  // (a sheet added not to apply yet, with media "print", is parsed and restyles the page all the
  // same); what only scripts show (an open menu, a dialog, a form's messages) comes
  // after such a gesture (ADR 009).
  const sheets = [...document.querySelectorAll('link[rel="stylesheet"][disabled]')].map((link) => {
    void fetch(link.href).catch(() => {});
    return { link, inlined: link.previousElementSibling };
  });
  const swap = () => {
    for (const type of FIRST_GESTURES) removeEventListener(type, swap, { capture: true });
    // The full stylesheets carry their own @font-face rules, which start afresh and would find the
    // web font cached by now: a page first painted in the fallback would re-flow into the web font.
    if (!webFontShows()) keepFallbackFont();
    for (const { link, inlined } of sheets) {
      const full = Object.assign(document.createElement("link"), { rel: "stylesheet", href: link.href });
      // The page's rules stay until the full sheet applies: both style the page alike meanwhile.
      full.addEventListener("load", () => inlined?.tagName === "STYLE" && inlined.remove(), { once: true });
      link.after(full);
    }
  };
  // A page whose rules were not inlined has nothing to swap: no listeners, no font probe.
  if (sheets.length > 0) for (const type of FIRST_GESTURES) addEventListener(type, swap, { capture: true, passive: true });
  for (const href of modules) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
}

/**
 * Whether text set in the web font is drawn in it now. The face is `font-display: optional`: when
 * it arrives after the first paint the browser draws this page in the next family of the list
 * for good, which measures the same as a probe with no web font in it.
 */
function webFontShows() {
  const width = (family) => {
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
function keepFallbackFont() {
  const stack = getComputedStyle(document.documentElement).getPropertyValue("--font-sans");
  const withoutWebFont = stack.replace(/["']?Inter Variable["']?,\s*/, "");
  if (withoutWebFont !== stack) document.documentElement.style.setProperty("--font-sans", withoutWebFont);
}
