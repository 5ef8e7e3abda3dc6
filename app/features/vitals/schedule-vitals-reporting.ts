/**
 * Decides once per page view whether it reports web vitals (the share `<html data-vitals-sample>`
 * names) and, if so, loads the reporter only after the page has loaded, so the first view pays
 * nothing for it. The staff console is not measured.
 */
export function scheduleVitalsReporting(): void {
  const rate = Number(document.documentElement.dataset.vitalsSample);
  // A missing or broken attribute reads as NaN, which no random number is below.
  if (!(Math.random() < rate) || /^\/admin(\/|$)/.test(location.pathname)) return;
  const start = () =>
    setTimeout(() => {
      import("./report-web-vitals.ts").then(
        (reporter) => reporter.reportWebVitals(),
        // A chunk that fails to load (a deploy replaced it, the network went) costs one sample.
        () => {},
      );
    }, 0);
  if (document.readyState === "complete") start();
  else addEventListener("load", start, { once: true });
}
