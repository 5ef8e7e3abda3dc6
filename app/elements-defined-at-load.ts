import { carouselsNeededAfterMs } from "#app/components/carousel/autoplay-timing.ts";

/**
 * The custom elements a public page defines as soon as its client entry runs, each for what it
 * does before the visitor does anything; the page's other elements only answer the visitor, and
 * are defined at the first gesture (define-custom-elements.ts), so a visitor who only reads pays
 * neither for loading them nor for their upgrades.
 *
 * Each names what it needs defined with it; for one with work only on some pages, what the page
 * then holds: an element of a tag name, an id (`#id`) or an attribute (`[name]`); and for one
 * whose work can wait a while after the paint, how long, read off the page's markup. A page that
 * holds none of them loads no client entry before the first gesture, and one whose work can wait
 * loads it at the first gesture or once the wait is over, whichever comes first
 * (server/optimize-page-html.ts); what every page does at load, taking the focus to the content of
 * a page reached by a link of this site, start-after-paint.ts does.
 */
const WORK_BEFORE_ANY_GESTURE: Readonly<Record<string, { needs?: readonly string[]; when?: string; canWaitMs?: (html: string) => number | undefined }>> = {
  // A carousel that rotates on its own (the others move only when the visitor asks, and a press
  // that comes before their definition is held for them: hold-clicks-until-defined.ts), until it
  // brings in its next slide's picture ahead of its first step.
  "kairav-carousel": { when: "[data-autoplay-ms]", canWaitMs: carouselsNeededAfterMs },
  // The panel an address asks for (`?job=`, `?apply=`) gives way to the same dialog.
  "kairav-job-board": { needs: ["kairav-modal-dialog"], when: "#job-panel" },
};

/** The entries of WORK_BEFORE_ANY_GESTURE that have work on a page: `holds` answers whether it holds a tag name, an id (`#id`) or an attribute (`[name]`). */
function withWorkOn(holds: (selector: string) => boolean) {
  return Object.entries(WORK_BEFORE_ANY_GESTURE).filter(([name, { when }]) => holds(name) && (when === undefined || holds(when)));
}

/**
 * Which elements a page defines at load, by full tag name: `holds` answers whether the page holds
 * an element of a tag name, an element of an id (`#id`), or one with an attribute (`[name]`).
 */
export function elementsDefinedAtLoad(holds: (selector: string) => boolean): Set<string> {
  const atLoad = new Set<string>();
  for (const [name, { needs = [] }] of withWorkOn(holds)) {
    atLoad.add(name);
    for (const needed of needs) if (holds(needed)) atLoad.add(needed);
  }
  return atLoad;
}

/**
 * How long after its first paint a page, by its server-rendered markup, can do without its client
 * entry before any gesture: 0 when an element has work at once, the shortest wait of those whose
 * work can wait, undefined when none has work before the visitor's first gesture.
 */
export function entryNeededAfterMs(html: string): number | undefined {
  const waits = withWorkOn(markupHolds(html)).map(([, { canWaitMs }]) => canWaitMs?.(html) ?? 0);
  return waits.length === 0 ? undefined : Math.min(...waits);
}

/**
 * `holds` for elementsDefinedAtLoad over a page's markup as the server rendered it. Each form is
 * looked for with the characters only markup has around it (a quote in text is `&quot;`).
 */
export function markupHolds(html: string): (selector: string) => boolean {
  return (selector) => {
    if (selector.startsWith("#")) return html.includes(` id="${selector.slice(1)}"`);
    if (selector.startsWith("[")) return html.includes(` ${selector.slice(1, -1)}="`);
    return html.includes(`<${selector}`);
  };
}
