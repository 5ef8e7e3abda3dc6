/** Carousels wrap both ways: after the last slide comes the first, before the first the last. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** How many steps apart two slides are, going whichever way round is shorter. */
export function slideDistance(from: number, to: number, count: number): number {
  return Math.min(wrapIndex(to - from, count), wrapIndex(from - to, count));
}

/** A sideways drag longer than this (in CSS pixels) turns the slide; shorter ones are taps. */
const SWIPE_THRESHOLD = 50;

/** The step a horizontal drag asks for: dragging leftwards shows the next slide, rightwards the previous. */
export function swipeStep(distance: number): -1 | 0 | 1 {
  if (Math.abs(distance) <= SWIPE_THRESHOLD) return 0;
  return distance < 0 ? 1 : -1;
}
