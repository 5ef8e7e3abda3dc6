import type { VitalName } from "#app/db/schema.ts";

/*
 * Fixed buckets per metric, so a day's samples become counts that add up across days and routes,
 * and a percentile can be read back from any number of merged days. A bucket holds the values
 * above the previous bucket's upper bound up to and including its own; the first starts at 0.
 * Every rating threshold of vital-ratings.ts is a bucket bound, so all values of a bucket share
 * one rating. Widths grow with the value: 10 ms up to a second, where most pages are, 2.5 s near
 * two minutes; CLS in steps of 0.005 up to 0.3.
 *
 * Stored rollups name buckets by position: never move a bound. A new layout needs the stored
 * days rolled up again (from raw samples that are kept only a week), so it is a migration.
 */

type Segment = { upTo: number; width: number };

const MILLISECOND_SEGMENTS: readonly Segment[] = [
  { upTo: 1_000, width: 10 },
  { upTo: 5_000, width: 50 },
  { upTo: 20_000, width: 250 },
  { upTo: 120_000, width: 2_500 },
];

// In thousandths, so each bound is k / 1000: the same number as the decimal a beacon carries,
// where adding up 0.005 steps would drift off it.
const CLS_SEGMENTS: readonly Segment[] = [
  { upTo: 300, width: 5 },
  { upTo: 1_000, width: 25 },
  { upTo: 5_000, width: 250 },
  { upTo: 100_000, width: 5_000 },
];

function upperBounds(segments: readonly Segment[], scale: number): readonly number[] {
  const bounds: number[] = [];
  let at = 0;
  for (const { upTo, width } of segments) {
    while (at < upTo) {
      at += width;
      bounds.push(at / scale);
    }
  }
  return bounds;
}

const MILLISECOND_BOUNDS = upperBounds(MILLISECOND_SEGMENTS, 1);

/** Each metric's bucket upper bounds, ascending; the last is at least the largest value the schema accepts. */
export const VITAL_BUCKET_BOUNDS: Record<VitalName, readonly number[]> = {
  LCP: MILLISECOND_BOUNDS,
  FCP: MILLISECOND_BOUNDS,
  TTFB: MILLISECOND_BOUNDS,
  INP: MILLISECOND_BOUNDS,
  CLS: upperBounds(CLS_SEGMENTS, 1_000),
};

/** Counts per bucket, by bucket position: as long as the metric's list of bounds. */
export type Histogram = number[];

export function emptyHistogram(name: VitalName): Histogram {
  return new Array<number>(VITAL_BUCKET_BOUNDS[name].length).fill(0);
}

/** The bucket a value falls in: the first whose upper bound it does not exceed. */
export function bucketOf(name: VitalName, value: number): number {
  const bounds = VITAL_BUCKET_BOUNDS[name];
  let low = 0;
  // A value above the last bound (which the schema refuses) is counted in the last bucket.
  let high = bounds.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (value <= bounds[middle]!) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** The values a bucket holds: above `low` (from 0 itself for the first) up to `high`. */
export function bucketRange(name: VitalName, bucket: number): { low: number; high: number } {
  const bounds = VITAL_BUCKET_BOUNDS[name];
  return { low: bucket === 0 ? 0 : bounds[bucket - 1]!, high: bounds[bucket]! };
}

/*
 * Stored as a JSON list of integers read from bucket 0 upwards: a positive number is the count of
 * the next bucket, a negative one skips that many empty buckets; trailing empty buckets are left
 * out. A busy day fills most buckets in a stretch, where this costs a few characters a bucket; a
 * quiet one a few characters per sample. The staff page reads a month of these per route and
 * metric, so their size is most of its time.
 */

/** The histogram as stored, e.g. `[-7,1,2,-108,1]` for one sample in bucket 7, two in 8 and one in 117. */
export function encodeHistogram(histogram: Histogram): string {
  const runs: number[] = [];
  let empty = 0;
  for (const count of histogram) {
    if (count === 0) {
      empty += 1;
      continue;
    }
    if (empty > 0) runs.push(-empty);
    empty = 0;
    runs.push(count);
  }
  return JSON.stringify(runs);
}

/** Reads what encodeHistogram wrote. */
export function decodeHistogram(encoded: string): number[] {
  const runs: unknown = JSON.parse(encoded);
  if (!Array.isArray(runs)) throw new Error("A stored web-vitals histogram is not a list.");
  return runs as number[];
}

/** Adds decoded runs to a histogram (or, with `sign` -1, takes them out); refuses anything encodeHistogram cannot have written. */
export function addHistogramRuns(into: Histogram, runs: readonly number[], sign: 1 | -1 = 1): void {
  let bucket = 0;
  for (const run of runs) {
    if (!Number.isInteger(run) || run === 0 || bucket >= into.length) {
      throw new Error("A stored web-vitals histogram does not fit its metric's buckets.");
    }
    if (run < 0) bucket -= run;
    else into[bucket++]! += sign * run;
  }
}

/**
 * The 75th percentile by nearest rank (the sample at rank ceil(0.75·n) in value order), read from
 * bucket counts: the bucket holding that rank is found exactly, and the value is interpolated
 * linearly inside it. It is therefore within one bucket width of the exact percentile, and rated
 * as that exact percentile is. Null for an empty histogram.
 */
export function p75FromHistogram(name: VitalName, histogram: Histogram): number | null {
  const total = histogram.reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const rank = Math.ceil(0.75 * total);
  let before = 0;
  for (let bucket = 0; bucket < histogram.length; bucket += 1) {
    const count = histogram[bucket]!;
    if (before + count >= rank) {
      const { low, high } = bucketRange(name, bucket);
      // Counted down from the top, so the last sample of a bucket reads as its bound exactly.
      return high - ((high - low) * (before + count - rank)) / count;
    }
    before += count;
  }
  // Unreachable: the ranks end in the last non-empty bucket.
  return bucketRange(name, histogram.length - 1).high;
}
