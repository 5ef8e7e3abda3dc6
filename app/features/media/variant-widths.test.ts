import { describe, expect, it } from "vitest";
import { largestVariantWidth, scaledHeight, VARIANT_WIDTH_STEPS, variantWidths } from "./variant-widths.ts";

describe("the widths a picture is made at", () => {
  it("uses every step for a picture wider than the widest, capped at the widest step", () => {
    expect(variantWidths(4000)).toEqual([320, 640, 960, 1280, 1920]);
    expect(variantWidths(1920)).toEqual([...VARIANT_WIDTH_STEPS]);
    expect(largestVariantWidth(6000)).toBe(1920);
  });

  it("never makes a picture wider than it is, and serves it whole at its own width", () => {
    expect(variantWidths(1000)).toEqual([320, 640, 960, 1000]);
    expect(variantWidths(640)).toEqual([320, 640]);
    expect(variantWidths(321)).toEqual([320, 321]);
    expect(variantWidths(200)).toEqual([200]);
    expect(variantWidths(1)).toEqual([1]);
    for (const width of [1, 99, 320, 777, 1919, 1921, 16_383]) expect(Math.max(...variantWidths(width))).toBeLessThanOrEqual(width);
  });

  it("keeps the aspect ratio, and never a height of 0 for a very wide picture", () => {
    expect(scaledHeight({ width: 4000, height: 3000 }, 320)).toBe(240);
    expect(scaledHeight({ width: 16_000, height: 10 }, 320)).toBe(1);
  });
});
