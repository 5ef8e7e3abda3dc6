import { CLSThresholds, FCPThresholds, INPThresholds, LCPThresholds, TTFBThresholds } from "web-vitals";
import { describe, expect, it } from "vitest";
import { formatVitalValue, rateVital, VITAL_THRESHOLDS } from "./vital-ratings.ts";

describe("rating web vitals", () => {
  it("uses the thresholds the web-vitals library rates by", () => {
    const library = { LCP: LCPThresholds, CLS: CLSThresholds, INP: INPThresholds, FCP: FCPThresholds, TTFB: TTFBThresholds };
    for (const [name, [good, poor]] of Object.entries(library)) {
      expect(VITAL_THRESHOLDS[name as keyof typeof library], name).toEqual({ good, poor });
    }
  });

  it("counts a value on a threshold as the better rating", () => {
    expect(rateVital("LCP", 2500)).toBe("good");
    expect(rateVital("LCP", 2501)).toBe("needs-improvement");
    expect(rateVital("LCP", 4000)).toBe("needs-improvement");
    expect(rateVital("LCP", 4001)).toBe("poor");
    expect(rateVital("CLS", 0.1)).toBe("good");
    expect(rateVital("CLS", 0.26)).toBe("poor");
    expect(rateVital("INP", 350)).toBe("needs-improvement");
    expect(rateVital("TTFB", 0)).toBe("good");
  });

  it("shows milliseconds below a second, seconds above, and CLS as a score", () => {
    expect(formatVitalValue("INP", 96.4)).toBe("96 ms");
    expect(formatVitalValue("LCP", 2480)).toBe("2.48 s");
    expect(formatVitalValue("CLS", 0.0312)).toBe("0.03");
  });
});
