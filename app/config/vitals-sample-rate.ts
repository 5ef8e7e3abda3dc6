/*
 * The share of page views whose web vitals are reported (VITALS_SAMPLE_RATE, 0–1). It reaches the
 * browser as `<html data-vitals-sample>`: server-rendered pages carry the running server's
 * setting, prerendered pages the setting of the build that rendered them (so set it for both).
 */

export const DEFAULT_VITALS_SAMPLE_RATE = 0.1;
export const VITALS_SAMPLE_RATE_MESSAGE = "VITALS_SAMPLE_RATE must be a number from 0 to 1 (0.1 reports one page view in ten)";

export function isVitalsSampleRate(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= 1;
}

/** The rate an environment value names; throws for a bad one, so a build with a typo fails. */
export function parseVitalsSampleRate(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return DEFAULT_VITALS_SAMPLE_RATE;
  const rate = Number(value);
  if (!isVitalsSampleRate(rate)) throw new Error(VITALS_SAMPLE_RATE_MESSAGE);
  return rate;
}

/**
 * The value of `data-vitals-sample`. The browser renders back what the server sent rather than a
 * value of its own, so hydration always matches whichever setting rendered the page.
 */
export function vitalsSampleAttribute(): string {
  if (import.meta.env.SSR) return String(parseVitalsSampleRate(process.env.VITALS_SAMPLE_RATE));
  return document.documentElement.dataset.vitalsSample ?? "0";
}
