import { vitalsSampled } from "./vitals-sampled.ts";

/**
 * Loads the web-vitals reporter on a page view sampled for it (vitals-sampled.ts), only after the
 * page has loaded, so the first view pays nothing for it.
 */
export function scheduleVitalsReporting(): void {
  if (!vitalsSampled()) return;
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
