import { OPENS_DIALOG } from "#app/components/modal/dialog-opener.ts";
import { elementNowFor } from "#app/components/replaced-elements.ts";

type Definitions = {
  /** Starts defining the element named, if it has not started; undefined for a name the site does not define. */
  load: (name: string) => Promise<void> | undefined;
  /** Settles once every element started so far is defined or has failed to load. */
  settled: () => Promise<void>;
};

/**
 * The element a click on `target` needs defined before it does what the visitor meant: an
 * undefined element around it, or the dialog it opens when that dialog's element is undefined.
 */
function undefinedElementFor(target: Element): Element | null {
  const around = target.closest(":not(:defined)");
  if (around) return around;
  const dialogId = target.closest(`[${OPENS_DIALOG}]`)?.getAttribute(OPENS_DIALOG);
  return (dialogId && document.getElementById(dialogId)?.closest(":not(:defined)")) || null;
}

function sameClick(click: MouseEvent): MouseEvent {
  const { bubbles, cancelable, composed, detail, view, screenX, screenY, clientX, clientY, button, buttons } = click;
  const { ctrlKey, shiftKey, altKey, metaKey } = click;
  return new MouseEvent("click", { bubbles, cancelable, composed, detail, view, screenX, screenY, clientX, clientY, button, buttons, ctrlKey, shiftKey, altKey, metaKey });
}

/**
 * Holds every click that reaches one of the site's elements before it is defined (its module is
 * still on its way: the page defines most of its elements at the visitor's first gesture, and a
 * click comes a moment after the pointer or key that started them), and dispatches it again on
 * the same target, or what the element put in its place, once that element and every other
 * loading with it is defined. A click held so also starts its element's definition: a screen
 * reader may click with no gesture before. When a module fails to load, the click is dispatched
 * all the same, and does what it does without JavaScript (a link is followed).
 */
export function holdClicksUntilDefined({ load, settled }: Definitions): void {
  const replays = new WeakSet<Event>();
  addEventListener(
    "click",
    (event) => {
      if (replays.has(event) || !(event.target instanceof Element)) return;
      const target = event.target;
      const waitingFor = undefinedElementFor(target);
      if (!waitingFor || !load(waitingFor.localName)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const replay = sameClick(event);
      replays.add(replay);
      // Everything loading settles after the element just started, whether it loads or fails.
      void settled()
        // A task later: an element may start a few promises after its definition (the job board
        // waits for the dialogs').
        .then(() => new Promise((later) => setTimeout(later)))
        // The element may have replaced the markup clicked (replaced-elements.ts).
        .then(() => elementNowFor(target)?.dispatchEvent(replay));
    },
    { capture: true },
  );
}
