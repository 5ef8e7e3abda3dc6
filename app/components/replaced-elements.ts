/*
 * Markup an element replaces as it starts (the job board turns its links into buttons), with what
 * took its place, so that a click held on the old markup until the element was defined
 * (hold-clicks-until-defined.ts) reaches the new.
 */
const replacements = new WeakMap<Element, Element>();

/** Puts `replacement` in the place of `element`, and records it there. */
export function replaceElement(element: Element, replacement: Element): void {
  element.replaceWith(replacement);
  replacements.set(element, replacement);
}

/** `element` while it is in the page; once it was replaced, what now stands in its place. */
export function elementNowFor(element: Element): Element | null {
  let current: Element | undefined = element;
  while (current && !current.isConnected) current = replacements.get(current);
  return current ?? null;
}
