import { describe, expect, it } from "vitest";
import { VITAL_MAXIMA, vitalsPayloadSchema } from "./vitals-payload.ts";

const valid = {
  path: "/blog/:id",
  metrics: [
    { name: "LCP", value: 1840 },
    { name: "CLS", value: 0.03 },
    { name: "INP", value: 96 },
    { name: "FCP", value: 910 },
    { name: "TTFB", value: 0 },
  ],
};

function accepts(payload: unknown): boolean {
  return vitalsPayloadSchema.safeParse(payload).success;
}

describe("the vitals report schema", () => {
  it("accepts a full report and a report of one metric", () => {
    expect(vitalsPayloadSchema.parse(valid)).toEqual(valid);
    expect(accepts({ path: "/", metrics: [{ name: "TTFB", value: 212.5 }] })).toBe(true);
    expect(accepts({ path: "/services/cloud-management", metrics: [{ name: "LCP", value: VITAL_MAXIMA.LCP }] })).toBe(true);
  });

  it("refuses missing fields, unknown names and extra keys", () => {
    expect(accepts({ metrics: valid.metrics })).toBe(false);
    expect(accepts({ path: "/" })).toBe(false);
    expect(accepts({ path: "/", metrics: [] })).toBe(false);
    expect(accepts({ path: "/", metrics: [{ name: "FID", value: 12 }] })).toBe(false);
    expect(accepts({ path: "/", metrics: [{ name: "lcp", value: 12 }] })).toBe(false);
    expect(accepts({ path: "/", metrics: [{ name: "LCP" }] })).toBe(false);
    expect(accepts({ ...valid, userAgent: "Mozilla/5.0" })).toBe(false);
    expect(accepts({ path: "/", metrics: [{ name: "LCP", value: 1, rating: "good", id: "v5-1" }] })).toBe(false);
  });

  it("refuses negative, non-finite, non-numeric and absurd values", () => {
    for (const value of [-1, Number.NaN, Number.POSITIVE_INFINITY, "1200", null, VITAL_MAXIMA.INP + 1]) {
      expect(accepts({ path: "/", metrics: [{ name: "INP", value }] }), String(value)).toBe(false);
    }
    expect(accepts({ path: "/", metrics: [{ name: "CLS", value: VITAL_MAXIMA.CLS + 0.1 }] })).toBe(false);
  });

  it("refuses a metric sent twice and more metrics than there are names", () => {
    expect(accepts({ path: "/", metrics: [{ name: "LCP", value: 1 }, { name: "LCP", value: 2 }] })).toBe(false);
    expect(accepts({ path: "/", metrics: [...valid.metrics, { name: "LCP", value: 3 }] })).toBe(false);
  });

  it("wants a path that starts with a slash, fits 200 characters and carries no query", () => {
    for (const path of ["", "blog", "https://kairav.example/", "/blog?email=a@b.example", "/blog#x", "/a b", `/${"a".repeat(200)}`, "/\u0000"]) {
      expect(accepts({ path, metrics: [{ name: "LCP", value: 1 }] }), path).toBe(false);
    }
    expect(accepts({ path: `/${"a".repeat(199)}`, metrics: [{ name: "LCP", value: 1 }] })).toBe(true);
  });
});
