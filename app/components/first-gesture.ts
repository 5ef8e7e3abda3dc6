import { focusedOnArrival } from "./layout/focus-content-on-arrival.ts";

/*
 * The visitor's first reach for the page: the moment app/start-after-paint.ts swaps in the full
 * stylesheets and, on a page with nothing to do before it, loads the client entry; the one the
 * islands wait for to hydrate (hydrate-islands.ts), and the one after which a carousel brings in
 * its neighbouring slides' pictures (carousel-element.ts). A pointer that comes onto the page
 * sends pointerover before pointermove, and before the pointerenter a menu opens on; a screen
 * reader may click with nothing before; a phone's keyboard may send input without a usable
 * keydown; an element dispatches `kairav:full-styles` on the window before it shows what only
 * scripts show without a gesture (a dialog a ?job= address opens: modal-dialog-element.ts).
 *
 * Both bundles that wait for it (start-after-paint.ts and the client entry) share this module's
 * code but not its state: the gesture is recorded on the document, so a bundle loaded by the
 * gesture finds it has happened.
 */
const FIRST_GESTURES = ["pointerover", "pointermove", "pointerdown", "touchstart", "wheel", "keydown", "focusin", "scroll", "click", "input", "kairav:full-styles"];

/** `<html data-gestured>`: the visitor has reached for the page; its value is the pointer's type when a pointer did. */
const GESTURED = "gestured";

/**
 * Whether the visitor has reached for the page: a gesture came, or the focus is on something in
 * it (put there before a listener was, say with Tab), other than where the page put it as it
 * arrived (focus-content-on-arrival.ts).
 */
function gestured(): boolean {
  const focused = document.activeElement;
  if (GESTURED in document.documentElement.dataset) return true;
  return focused !== null && focused !== document.body && focused !== document.documentElement && focused !== focusedOnArrival();
}

/** Resolves at the visitor's first gesture, or at once if it has come or the focus is already on something in the page. */
export function whenFirstGesture(): Promise<void> {
  return new Promise((resolve) => {
    if (gestured()) {
      resolve();
      return;
    }
    const reached = (event: Event) => {
      for (const type of FIRST_GESTURES) removeEventListener(type, reached, { capture: true });
      document.documentElement.dataset[GESTURED] = event instanceof PointerEvent ? event.pointerType : "";
      resolve();
    };
    for (const type of FIRST_GESTURES) addEventListener(type, reached, { capture: true, passive: true });
  });
}

/** The type of pointer ("mouse", "touch", "pen") whose move or touch was the visitor's first gesture; undefined when it was not a pointer, or has not come. */
export function firstGesturePointer(): string | undefined {
  return document.documentElement.dataset[GESTURED] || undefined;
}
