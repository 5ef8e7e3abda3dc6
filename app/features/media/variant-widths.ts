/*
 * The widths a picture is made at. The steps follow the site's layouts: a phone's column (320,
 * 640 at 2x), a half-width card and a tablet (960), a full-width content column (1280) and a
 * full-bleed banner (1920). A picture is never made wider than it is: upscaling adds bytes and no
 * detail.
 */
export const VARIANT_WIDTH_STEPS = [320, 640, 960, 1280, 1920] as const;

/** The widest variant: the picture's own width, or the last step for a wider one. */
export function largestVariantWidth(originalWidth: number): number {
  return Math.min(originalWidth, VARIANT_WIDTH_STEPS.at(-1)!);
}

/**
 * Every width to make, ascending: the steps narrower than the widest variant, then the widest
 * itself, so a 1000 px picture is also served whole (320, 640, 960, 1000).
 */
export function variantWidths(originalWidth: number): number[] {
  const largest = largestVariantWidth(originalWidth);
  return [...VARIANT_WIDTH_STEPS.filter((width) => width < largest), largest];
}

/** The height that keeps the aspect ratio at `width`; never 0, however wide the picture. */
export function scaledHeight(original: { width: number; height: number }, width: number): number {
  return Math.max(1, Math.round((original.height * width) / original.width));
}
