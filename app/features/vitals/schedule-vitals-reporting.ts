import { vitalsSampled } from "./vitals-sampled.ts";

/** `<html data-vitals-reporter>`: the reporter of this page view has been sent for. */
const STARTED = "vitalsReporter";

/**
 * Loads the web-vitals reporter on a page view sampled for it (vitals-sampled.ts), only after the
 * page has loaded, so the first view pays nothing for it. An optimised page asks from the script
 * that runs after its paint (start-after-paint.ts), so that a sampled view measured there needs
 * no client entry before the visitor's first gesture; a page the server sent as rendered asks
 * from the entry. Whichever asks first loads it, once per page view: the two bundles agree
 * through the document.
 */
export function scheduleVitalsReporting(): void {
  const data = document.documentElement.dataset;
  if (!vitalsSampled() || STARTED in data) return;
  data[STARTED] = "";
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
