import type { VitalName } from "#app/db/schema.ts";

/**
 * web.dev's thresholds at the 75th percentile: up to `good` is good, above `poor` is poor, and
 * between the two needs improvement. Kept here so the staff page does not ship the library.
 */
export const VITAL_THRESHOLDS: Record<VitalName, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  CLS: { good: 0.1, poor: 0.25 },
  INP: { good: 200, poor: 500 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

export type VitalRating = "good" | "needs-improvement" | "poor";

export const VITAL_RATING_LABELS: Record<VitalRating, string> = {
  good: "Good",
  "needs-improvement": "Needs improvement",
  poor: "Poor",
};

export const VITAL_DESCRIPTIONS: Record<VitalName, string> = {
  LCP: "Largest Contentful Paint",
  CLS: "Cumulative Layout Shift",
  INP: "Interaction to Next Paint",
  FCP: "First Contentful Paint",
  TTFB: "Time to First Byte",
};

export function rateVital(name: VitalName, value: number): VitalRating {
  const { good, poor } = VITAL_THRESHOLDS[name];
  if (value <= good) return "good";
  return value <= poor ? "needs-improvement" : "poor";
}

/** CLS is a unitless score; the others are milliseconds, shown in seconds from one second up. */
export function formatVitalValue(name: VitalName, value: number): string {
  if (name === "CLS") return value.toFixed(2);
  if (value < 999.5) return `${Math.round(value)} ms`;
  return `${(value / 1000).toFixed(2)} s`;
}
