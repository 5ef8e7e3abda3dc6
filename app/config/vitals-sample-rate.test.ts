import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server.ts";
import { DEFAULT_VITALS_SAMPLE_RATE, parseVitalsSampleRate, VITALS_SAMPLE_RATE_MESSAGE } from "./vitals-sample-rate.ts";

describe("VITALS_SAMPLE_RATE", () => {
  it("reports one page view in ten unless told otherwise", () => {
    expect(DEFAULT_VITALS_SAMPLE_RATE).toBe(0.1);
    expect(parseVitalsSampleRate(undefined)).toBe(0.1);
    expect(parseVitalsSampleRate(" ")).toBe(0.1);
    expect(parseEnv({}).VITALS_SAMPLE_RATE).toBe(0.1);
  });

  it("takes any share from 0 to 1", () => {
    expect(parseVitalsSampleRate("0")).toBe(0);
    expect(parseVitalsSampleRate("1")).toBe(1);
    expect(parseVitalsSampleRate("0.25")).toBe(0.25);
    expect(parseEnv({ VITALS_SAMPLE_RATE: "1" }).VITALS_SAMPLE_RATE).toBe(1);
  });

  it("refuses anything else, at start and at build", () => {
    for (const value of ["1.5", "-0.1", "ten percent", "NaN", "Infinity"]) {
      expect(() => parseVitalsSampleRate(value), value).toThrowError(VITALS_SAMPLE_RATE_MESSAGE);
      expect(() => parseEnv({ VITALS_SAMPLE_RATE: value }), value).toThrowError(/VITALS_SAMPLE_RATE: VITALS_SAMPLE_RATE must be a number from 0 to 1/);
    }
  });
});
