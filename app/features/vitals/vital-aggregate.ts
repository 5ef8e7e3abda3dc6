import type { VitalName } from "#app/db/schema.ts";
import { addHistogramRuns, bucketOf, emptyHistogram, type Histogram } from "./vital-histogram.ts";
import { rateVital } from "./vital-ratings.ts";

/** What a set of samples of one metric rolls up to: counts by rating and by bucket. */
export type VitalAggregate = {
  samples: number;
  good: number;
  needsImprovement: number;
  poor: number;
  histogram: Histogram;
};

/** The counts as a daily rollup row stores them. */
export type StoredVitalCounts = { samples: number; good: number; needs_improvement: number; poor: number };

export function emptyAggregate(name: VitalName): VitalAggregate {
  return { samples: 0, good: 0, needsImprovement: 0, poor: 0, histogram: emptyHistogram(name) };
}

/** A copy to add to, leaving `aggregate` (kept for later views) as it is. */
export function copyAggregate(aggregate: VitalAggregate): VitalAggregate {
  return { ...aggregate, histogram: [...aggregate.histogram] };
}

export function addSample(aggregate: VitalAggregate, name: VitalName, value: number): void {
  aggregate.samples += 1;
  const rating = rateVital(name, value);
  if (rating === "good") aggregate.good += 1;
  else if (rating === "poor") aggregate.poor += 1;
  else aggregate.needsImprovement += 1;
  aggregate.histogram[bucketOf(name, value)]! += 1;
}

/** Adds a stored rollup's counts and its histogram, decoded (decodeHistogram); with `sign` -1, takes them out. */
export function addStoredCounts(aggregate: VitalAggregate, counts: StoredVitalCounts, histogramRuns: readonly number[], sign: 1 | -1 = 1): void {
  aggregate.samples += sign * counts.samples;
  aggregate.good += sign * counts.good;
  aggregate.needsImprovement += sign * counts.needs_improvement;
  aggregate.poor += sign * counts.poor;
  addHistogramRuns(aggregate.histogram, histogramRuns, sign);
}

/** Adds one aggregate of a metric to another of the same metric. */
export function addAggregate(into: VitalAggregate, from: VitalAggregate): void {
  into.samples += from.samples;
  into.good += from.good;
  into.needsImprovement += from.needsImprovement;
  into.poor += from.poor;
  from.histogram.forEach((count, bucket) => {
    into.histogram[bucket]! += count;
  });
}
