/** `<html data-vitals-sampled>`: whether this page view reports its web vitals, once decided. */
const SAMPLED = "vitalsSampled";

/**
 * Whether this page view reports its web vitals, in the share `<html data-vitals-sample>` names;
 * the staff console is not measured. Decided once per page view by whichever script asks first
 * (start-after-paint.ts, which then loads the client entry at once, or the entry) and kept on the
 * document, so the two bundles agree.
 */
export function vitalsSampled(): boolean {
  // Nothing written into a staff page, which React hydrates whole.
  if (/^\/admin(\/|$)/.test(location.pathname)) return false;
  const data = document.documentElement.dataset;
  // A missing or broken attribute reads as NaN, which no random number is below.
  data[SAMPLED] ??= String(Math.random() < Number(data.vitalsSample));
  return data[SAMPLED] === "true";
}
