/**
 * The custom elements a public page defines as soon as its client entry runs, each for what it
 * does before the visitor does anything; the page's other elements only answer the visitor, and
 * are defined at the first gesture (define-custom-elements.ts), so a visitor who only reads pays
 * neither for loading them nor for their upgrades.
 *
 * Each names what it needs defined with it, and, for one with work only on some pages, what the
 * page then holds: an element of a tag name, an id (`#id`) or an attribute (`[name]`). A page that
 * holds none of them loads no client entry before the first gesture (server/optimize-page-html.ts);
 * what every page does at load, taking the focus to the content of a page reached by a link of
 * this site, start-after-paint.ts does.
 */
const WORK_BEFORE_ANY_GESTURE: Readonly<Record<string, { needs?: readonly string[]; when?: string }>> = {
  // A carousel that rotates on its own (the others move only when the visitor asks, and a press
  // that comes before their definition is held for them: hold-clicks-until-defined.ts).
  "kairav-carousel": { when: "[data-autoplay-ms]" },
  // The panel an address asks for (`?job=`, `?apply=`) gives way to the same dialog.
  "kairav-job-board": { needs: ["kairav-modal-dialog"], when: "#job-panel" },
};

/**
 * Which elements a page defines at load, by full tag name: `holds` answers whether the page holds
 * an element of a tag name, an element of an id (`#id`), or one with an attribute (`[name]`).
 */
export function elementsDefinedAtLoad(holds: (selector: string) => boolean): Set<string> {
  const atLoad = new Set<string>();
  for (const [name, { needs = [], when }] of Object.entries(WORK_BEFORE_ANY_GESTURE)) {
    if (!holds(name) || (when !== undefined && !holds(when))) continue;
    atLoad.add(name);
    for (const needed of needs) if (holds(needed)) atLoad.add(needed);
  }
  return atLoad;
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
