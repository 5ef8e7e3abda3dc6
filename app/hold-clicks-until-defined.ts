import { mayStepCarousel } from "#app/components/carousel/step-keys.ts";
import { OPENS_DIALOG } from "#app/components/modal/dialog-opener.ts";
import { elementNowFor } from "#app/components/replaced-elements.ts";

/**
 * The element a click on `target` needs defined before it does what the visitor meant: an
 * undefined element around it, or the dialog it opens when that dialog's element is undefined.
 */
export function undefinedElementFor(target: Element): Element | null {
  const around = target.closest(":not(:defined)");
  if (around) return around;
  const dialogId = target.closest(`[${OPENS_DIALOG}]`)?.getAttribute(OPENS_DIALOG);
  return (dialogId && document.getElementById(dialogId)?.closest(":not(:defined)")) || null;
}

/** What a held event is dispatched again as: the same event, made anew (an event is dispatched once). */
function sameEvent(event: Event): Event {
  const { bubbles, cancelable, composed } = event;
  if (event instanceof KeyboardEvent) {
    const { key, code, location, repeat, ctrlKey, shiftKey, altKey, metaKey } = event;
    return new KeyboardEvent(event.type, { bubbles, cancelable, composed, key, code, location, repeat, ctrlKey, shiftKey, altKey, metaKey });
  }
  if (!(event instanceof MouseEvent)) return new Event(event.type, { bubbles, cancelable, composed });
  const { detail, view, screenX, screenY, clientX, clientY, button, buttons, ctrlKey, shiftKey, altKey, metaKey } = event;
  const mouse = { bubbles, cancelable, composed, detail, view, screenX, screenY, clientX, clientY, button, buttons, ctrlKey, shiftKey, altKey, metaKey };
  if (!(event instanceof PointerEvent)) return new MouseEvent(event.type, mouse);
  const { pointerId, pointerType, isPrimary, width, height, pressure } = event;
  return new PointerEvent(event.type, { ...mouse, pointerId, pointerType, isPrimary, width, height, pressure });
}

/**
 * What is held: a click, and the press it ends (a carousel's swipe is a press moved sideways,
 * measured from its pointerdown to its pointerup), and a key an element takes for itself, whose
 * only default action is what that element prevents (heldKey).
 */
const HELD_EVENTS = ["pointerdown", "pointerup", "pointercancel", "click", "keydown"];

/**
 * Whether a key press is one an element takes for itself: an arrow that steps a carousel (it would
 * only scroll the page). Any other key goes on at once, held or not: Tab moves the focus and Enter
 * clicks, which a key press dispatched again would not do.
 */
function heldKey(event: KeyboardEvent, target: Element): boolean {
  return mayStepCarousel(event.key, target) && target.closest("kairav-carousel") !== null;
}

/**
 * Holds every click and press on a target for which `waitFor` answers a promise, and dispatches it
 * again on the same target, or what an element put in its place (replaced-elements.ts), once that
 * promise has settled, loaded or failed: a click on markup whose behaviour is still on its way does
 * what the visitor meant once it has arrived, or what it does without JavaScript (a link is
 * followed). Only a click's default action is held back, and a held key's is dropped (it would
 * scroll the page, which the element it waits for does not); a press still scrolls and focuses as
 * it comes. Held events go out again in the order they came, and a press that comes while others
 * wait waits behind them, wherever it lands: its end never reaches an element defined meanwhile
 * before its start. A click elsewhere goes on at once (a link to a new tab needs the visitor's own
 * click to open it).
 */
export function holdClicks(waitFor: (target: Element) => Promise<unknown> | undefined): void {
  const replays = new WeakSet<Event>();
  let replaying: Promise<unknown> = Promise.resolve();
  let held = 0;
  const hold = (event: Event) => {
    if (replays.has(event) || !(event.target instanceof Element)) return;
    const target = event.target;
    if (event instanceof KeyboardEvent && !heldKey(event, target)) return;
    const waiting = waitFor(target) ?? (held > 0 && event.type !== "click" ? replaying : undefined);
    if (!waiting) return;
    if (event.type === "click" || event.type === "keydown") event.preventDefault();
    event.stopImmediatePropagation();
    const replay = sameEvent(event);
    replays.add(replay);
    held += 1;
    const settled = waiting.then(
      () => {},
      () => {},
    );
    replaying = Promise.all([replaying, settled]).then(() => {
      held -= 1;
      elementNowFor(target)?.dispatchEvent(replay);
    });
  };
  for (const type of HELD_EVENTS) addEventListener(type, hold, { capture: true });
}

type Definitions = {
  /** Starts defining the element named, if it has not started; undefined for a name the site does not define. */
  load: (name: string) => Promise<void> | undefined;
  /** Settles once every element started so far is defined or has failed to load. */
  settled: () => Promise<void>;
};

/**
 * Holds every click and press that reaches one of the site's elements before it is defined (its
 * module is still on its way: the page defines most of its elements at the visitor's first
 * gesture, and a click comes a moment after the pointer or key that started them), until that
 * element and every other loading with it is defined. A click or press held so also starts its
 * element's definition: a screen reader may click with no gesture before.
 */
export function holdClicksUntilDefined({ load, settled }: Definitions): void {
  holdClicks((target) => {
    const waitingFor = undefinedElementFor(target);
    if (!waitingFor || !load(waitingFor.localName)) return undefined;
    // Everything loading settles after the element just started, whether it loads or fails; and a
    // task later, as an element may start a few promises after its definition (the job board
    // waits for the dialogs').
    return settled().then(() => new Promise((later) => setTimeout(later)));
  });
}
