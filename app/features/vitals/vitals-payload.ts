import { z } from "#app/lib/jitless-zod.ts";
import { VITAL_NAMES, type VitalName } from "#app/db/schema.ts";
import { VITALS_PATH_MAX_LENGTH } from "./vitals-path.ts";

/** A beacon is a path and at most five numbers; anything near this size is not one. */
export const VITALS_BODY_MAX_BYTES = 4 * 1024;

/*
 * Upper bounds no real page view reaches (a CLS above 100 or a load slower than two minutes is a
 * broken clock or a forged report), so one bad sample cannot drag a percentile anywhere.
 */
export const VITAL_MAXIMA: Record<VitalName, number> = {
  LCP: 120_000,
  FCP: 120_000,
  TTFB: 120_000,
  INP: 60_000,
  CLS: 100,
};

// The characters a browser leaves unescaped in `location.pathname`.
const PATH_PATTERN = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;

const metricSchema = z
  .strictObject({
    name: z.enum(VITAL_NAMES),
    // z.number() refuses NaN and ±Infinity.
    value: z.number().nonnegative(),
  })
  .refine((metric) => metric.value <= VITAL_MAXIMA[metric.name], { message: "value out of range", path: ["value"] });

/** One page view's report, as the browser's beacon sends it (see report-web-vitals.ts). */
export const vitalsPayloadSchema = z.strictObject({
  path: z.string().max(VITALS_PATH_MAX_LENGTH).regex(PATH_PATTERN),
  metrics: z
    .array(metricSchema)
    .min(1)
    .max(VITAL_NAMES.length)
    .refine((metrics) => new Set(metrics.map((metric) => metric.name)).size === metrics.length, { message: "a metric sent twice" }),
});

export type VitalsPayload = z.infer<typeof vitalsPayloadSchema>;
