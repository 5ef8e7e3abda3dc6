/*
 * The visitor's first reach for the page: the moment app/start-after-paint.js swaps in the full
 * stylesheets, the one the islands wait for to hydrate (hydrate-islands.ts), and the one after
 * which a carousel brings in its neighbouring slides' pictures (carousel-element.ts). The list is that
 * file's FIRST_GESTURES (which a page loads before any bundle, so it cannot import this one), plus
 * input, which a phone's keyboard may send without a usable keydown. A pointer that comes onto
 * the page sends pointerover before pointermove, and before the pointerenter a menu opens on; a
 * screen reader may click with nothing before.
 */
const FIRST_GESTURES = ["pointerover", "pointermove", "pointerdown", "touchstart", "wheel", "keydown", "focusin", "scroll", "click", "input", "kairav:full-styles"];

/** Resolves at the visitor's first gesture, or at once if the focus is already on something in the page. */
export function whenFirstGesture(): Promise<void> {
  return new Promise((resolve) => {
    const focused = document.activeElement;
    if (focused && focused !== document.body && focused !== document.documentElement) {
      resolve();
      return;
    }
    const reached = () => {
      for (const type of FIRST_GESTURES) removeEventListener(type, reached, { capture: true });
      resolve();
    };
    for (const type of FIRST_GESTURES) addEventListener(type, reached, { capture: true, passive: true });
  });
}
