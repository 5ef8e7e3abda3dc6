/**
 * The keys that step a carousel holding the focus (outside a form field), and which way: the next
 * slide, the previous one. Apart from the element (carousel-element.ts), as a press of one that
 * comes before the element is defined is held for it (hold-clicks-until-defined.ts).
 */
export const STEP_KEYS: Readonly<Record<string, 1 | -1>> = { ArrowRight: 1, ArrowLeft: -1 };

/** Whether a key pressed on `target` steps the carousel around it, by the key alone: not in a form field. */
export function mayStepCarousel(key: string, target: Element): boolean {
  return key in STEP_KEYS && target.closest("input, textarea, select") === null;
}
