import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import { toVitalsPath } from "./vitals-path.ts";

export const VITALS_ENDPOINT = "/api/vitals";

// Milliseconds need no fractions; CLS is a small score.
function rounded(metric: Metric): number {
  return metric.name === "CLS" ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value);
}

/**
 * Measures this page view and sends what it measured in one beacon when the page is first hidden
 * or left: the page's path, and each metric's name and value. Nothing else: no address, no
 * browser, no id that could follow a visitor.
 */
export function reportWebVitals(): void {
  // The page the visitor landed on: its load is what LCP, FCP and TTFB describe.
  const path = toVitalsPath(location.pathname);
  const latest = new Map<Metric["name"], number>();
  let sent = false;
  // Every change is kept, so the values are current whichever event comes first: leaving a page
  // fires pagehide before visibilitychange, before the library would settle CLS and INP.
  const options = { reportAllChanges: true };
  const record = (metric: Metric) => latest.set(metric.name, rounded(metric));
  onCLS(record, options);
  onFCP(record, options);
  onINP(record, options);
  onLCP(record, options);
  onTTFB(record, options);

  const flush = () => {
    if (sent || latest.size === 0) return;
    sent = true;
    const metrics = [...latest].map(([name, value]) => ({ name, value }));
    navigator.sendBeacon(VITALS_ENDPOINT, JSON.stringify({ path, metrics }));
  };
  addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
  // Safari may skip visibilitychange when a page is left; pagehide always fires.
  addEventListener("pagehide", flush);
  // A page restored from the back/forward cache is a new view; the library measures it afresh.
  addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    latest.clear();
    sent = false;
  });
}
