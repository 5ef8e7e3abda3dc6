import { describe, expect, it } from "vitest";
import { VITAL_NAMES, type VitalName } from "#app/db/schema.ts";
import { createSeededRandom } from "#tests/helpers/seeded-random.ts";
import {
  addHistogramRuns,
  bucketOf,
  bucketRange,
  decodeHistogram,
  emptyHistogram,
  encodeHistogram,
  p75FromHistogram,
  VITAL_BUCKET_BOUNDS,
} from "./vital-histogram.ts";
import { rateVital, VITAL_THRESHOLDS } from "./vital-ratings.ts";
import { VITAL_MAXIMA } from "./vitals-payload.ts";

/** The nearest-rank 75th percentile, computed the slow way. */
function exactP75(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1]!;
}

function histogramOf(name: VitalName, values: number[]) {
  const histogram = emptyHistogram(name);
  for (const value of values) histogram[bucketOf(name, value)]! += 1;
  return histogram;
}

/** Values spread like real page loads: most near `typical`, a long tail of slow ones, some at 0. */
function sample(name: VitalName, count: number, seed: number): number[] {
  const random = createSeededRandom(seed);
  const typical = { LCP: 2200, FCP: 1400, TTFB: 600, INP: 180, CLS: 0.08 }[name];
  return Array.from({ length: count }, () => {
    if (random.chance(0.02)) return 0;
    // Log-normal: exp of a sum of uniforms is close enough and needs no Box–Muller.
    const spread = (random.next() + random.next() + random.next() - 1.5) * 1.6;
    const value = Math.min(VITAL_MAXIMA[name], typical * Math.exp(spread));
    // As the browser sends them: whole milliseconds, CLS to four decimals.
    return name === "CLS" ? Math.round(value * 10_000) / 10_000 : Math.round(value);
  });
}

describe("the web-vitals bucket layout", () => {
  it("covers every value the report schema accepts, bounds ascending", () => {
    for (const name of VITAL_NAMES) {
      const bounds = VITAL_BUCKET_BOUNDS[name];
      expect(bounds.every((bound, index) => index === 0 || bound > bounds[index - 1]!), name).toBe(true);
      expect(bounds.at(-1), name).toBeGreaterThanOrEqual(VITAL_MAXIMA[name]);
      expect(bucketRange(name, bucketOf(name, VITAL_MAXIMA[name])).high, name).toBeGreaterThanOrEqual(VITAL_MAXIMA[name]);
      // Past the last bound (which the schema refuses) still counts, in the last bucket.
      expect(bucketOf(name, bounds.at(-1)! + 1), name).toBe(bounds.length - 1);
    }
  });

  it("puts the rating thresholds on bucket bounds, so every value of a bucket has one rating", () => {
    for (const name of VITAL_NAMES) {
      const { good, poor } = VITAL_THRESHOLDS[name];
      for (const threshold of [good, poor]) {
        expect(VITAL_BUCKET_BOUNDS[name], `${name} ${threshold}`).toContain(threshold);
        // A value on the threshold is in the bucket that ends there, with the values rated as it is.
        expect(bucketRange(name, bucketOf(name, threshold)).high).toBe(threshold);
      }
      VITAL_BUCKET_BOUNDS[name].forEach((high, bucket) => {
        const { low } = bucketRange(name, bucket);
        // The bucket's lowest value (just above `low`) and its highest rate alike.
        expect(rateVital(name, low + (high - low) / 1000), `${name} bucket ${bucket}`).toBe(rateVital(name, high));
      });
    }
  });

  it("files a value on a bound under that bound, and anything above it in the next bucket", () => {
    expect(bucketRange("LCP", bucketOf("LCP", 0))).toEqual({ low: 0, high: 10 });
    expect(bucketRange("LCP", bucketOf("LCP", 10))).toEqual({ low: 0, high: 10 });
    expect(bucketRange("LCP", bucketOf("LCP", 10.5))).toEqual({ low: 10, high: 20 });
    expect(bucketRange("LCP", bucketOf("LCP", 2500))).toEqual({ low: 2450, high: 2500 });
    expect(bucketRange("LCP", bucketOf("LCP", 2501))).toEqual({ low: 2500, high: 2550 });
    expect(bucketRange("INP", bucketOf("INP", 60_000))).toEqual({ low: 57_500, high: 60_000 });
    expect(bucketRange("CLS", bucketOf("CLS", 0.1))).toEqual({ low: 0.095, high: 0.1 });
    expect(bucketRange("CLS", bucketOf("CLS", 0.1001))).toEqual({ low: 0.1, high: 0.105 });
    expect(bucketRange("CLS", bucketOf("CLS", 0.25))).toEqual({ low: 0.245, high: 0.25 });
  });
});

describe("p75 from bucket counts", () => {
  it("is within one bucket width of the exact p75 and rated alike, for 30 days merged", () => {
    for (const [offset, name] of VITAL_NAMES.entries()) {
      const values = sample(name, 30 * 400, 1_000 + offset);
      // Thirty daily histograms, each stored and read back, added together.
      const merged = emptyHistogram(name);
      for (let day = 0; day < 30; day += 1) {
        addHistogramRuns(merged, decodeHistogram(encodeHistogram(histogramOf(name, values.slice(day * 400, (day + 1) * 400)))));
      }
      const exact = exactP75(values);
      const estimate = p75FromHistogram(name, merged)!;
      const { low, high } = bucketRange(name, bucketOf(name, exact));
      expect(Math.abs(estimate - exact), `${name}: exact ${exact}, estimate ${estimate}`).toBeLessThanOrEqual(high - low);
      expect(rateVital(name, estimate), name).toBe(rateVital(name, exact));
    }
  });

  it("is within one bucket width for small samples too, and equal to the exact value's bucket bound when it tops a bucket", () => {
    const small = [5, 1, 8, 3, 7, 2, 6, 4];
    const estimate = p75FromHistogram("LCP", histogramOf("LCP", small))!;
    expect(Math.abs(estimate - exactP75(small))).toBeLessThanOrEqual(10);
    // Rank 3 of 4 is the last of three samples in the bucket (2450, 2500]: its top, 2500.
    expect(p75FromHistogram("LCP", histogramOf("LCP", [2460, 2470, 2500, 9000]))).toBe(2500);
    expect(p75FromHistogram("CLS", histogramOf("CLS", [0.05]))).toBe(0.05);
  });

  it("is null without samples", () => {
    expect(p75FromHistogram("INP", emptyHistogram("INP"))).toBeNull();
  });
});

describe("stored histograms", () => {
  it("keep the counts and the lengths of the empty stretches between them, and merge to the histogram of all the samples", () => {
    const first = histogramOf("TTFB", [80, 85, 90, 1900]);
    // One in bucket 7 (70–80 ms), two in 8, 108 empty, one in 117 (1850–1900 ms), nothing after.
    expect(encodeHistogram(first)).toBe(JSON.stringify([-7, 1, 2, -108, 1]));
    expect(encodeHistogram(histogramOf("TTFB", [5]))).toBe("[1]");
    expect(encodeHistogram(emptyHistogram("TTFB"))).toBe("[]");
    const second = histogramOf("TTFB", [90, 120_000]);
    const merged = emptyHistogram("TTFB");
    addHistogramRuns(merged, decodeHistogram(encodeHistogram(first)));
    addHistogramRuns(merged, decodeHistogram(encodeHistogram(second)));
    expect(merged).toEqual(histogramOf("TTFB", [80, 85, 90, 1900, 90, 120_000]));
  });

  it("refuse to read anything encodeHistogram cannot have written", () => {
    const read = (stored: string) => addHistogramRuns(emptyHistogram("CLS"), decodeHistogram(stored));
    for (const stored of ["{}", "nonsense", "[0]", "[1.5]", '["1"]', "[-123,1]", "[-122,1,1]"]) expect(() => read(stored), stored).toThrow();
    // The last of CLS's 123 buckets is still in range.
    expect(() => read("[-122,1]")).not.toThrow();
  });
});
