import { createHash } from "node:crypto";
import type { Sharp } from "sharp";
import type { MediaFormat, MediaKind } from "#app/db/schema.ts";
import { MEDIA_HASH_LENGTH } from "./media-file-url.ts";
import { MEDIA_DAMAGED_MESSAGE, MEDIA_MAX_PIXELS, MEDIA_MAX_SIDE, tooLongSideMessage, tooManyPixelsMessage } from "./media-limits.ts";
import { MediaRefusalError } from "./media-refusal.ts";
import { largestVariantWidth, scaledHeight, variantWidths } from "./variant-widths.ts";

/*
 * Makes the files visitors get from an uploaded picture (ADR 014). The picture is decoded once,
 * turned upright from its EXIF orientation, converted to sRGB and scaled to the widest variant;
 * every variant is encoded from those pixels. Nothing of the file but its pixels reaches a
 * variant: EXIF (GPS position, camera serial), XMP, IPTC and ICC profiles stay behind in the
 * original, which is never served.
 */

type SharpFunction = typeof import("sharp");
let loadingSharp: Promise<SharpFunction> | undefined;

/**
 * sharp, loaded with the first picture rather than at start: libvips takes about 19 MB of memory
 * once loaded, which a server nobody uploads to need not hold.
 */
function loadSharp(): Promise<SharpFunction> {
  loadingSharp ??= import("sharp").then(({ default: sharp }) => {
    // One libvips thread per operation (already sharp's default with glibc's allocator, stated here
    // because the queue's sizing relies on it), and no cache of decoded pictures: each is used once.
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loadingSharp;
}

export type ProcessedVariant = { format: MediaFormat; width: number; height: number; data: Buffer; hash: string };

export type ProcessedImage = {
  kind: MediaKind;
  /** Intrinsic size, upright. */
  width: number;
  height: number;
  /** `#rrggbb`. */
  dominantColor: string;
  /** True when the file held more than one frame; the variants show the first (ADR 014). */
  animated: boolean;
  /** Every variant, by ascending width, AVIF then WebP then the fallback at each. */
  variants: ProcessedVariant[];
};

/** What libvips reports for each kind: an AVIF file is a HEIF container holding AV1. */
const LIBVIPS_FORMAT: Record<MediaKind, string> = { jpeg: "jpeg", png: "png", webp: "webp", gif: "gif", avif: "heif" };

function damaged(): never {
  throw new MediaRefusalError({ status: 415, message: MEDIA_DAMAGED_MESSAGE });
}

/**
 * The picture's pixels, first frame only. libvips itself refuses to decode past the pixel limit
 * (behind the check on the header below); failOn "error" takes a camera's file with a harmless
 * warning in it.
 */
function decoder(sharp: SharpFunction, data: Buffer) {
  return sharp(data, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: "error", animated: false });
}

/**
 * The picture's header only, which reading never decodes a pixel: without a pixel limit, so a
 * bomb's size is read and refused with its numbers rather than as a damaged file.
 */
function header(sharp: SharpFunction, data: Buffer) {
  return sharp(data, { limitInputPixels: false, failOn: "error", animated: false }).metadata();
}

function encode(pixels: Sharp, format: MediaFormat): Promise<Buffer> {
  switch (format) {
    // sharp's default quality; effort 3, not its default 4: on a detailed 1920 px picture that
    // is 1.5 s instead of 12 s on one core, for files within 1 % of the same size.
    case "avif":
      return pixels.avif({ quality: 50, effort: 3 }).toBuffer();
    case "webp":
      return pixels.webp({ quality: 75, effort: 4 }).toBuffer();
    case "jpeg":
      return pixels.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
    case "png":
      return pixels.png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer();
  }
}

function hex(value: number): string {
  return Math.max(0, Math.min(255, Math.round(value))).toString(16).padStart(2, "0");
}

/**
 * The variants of a picture already recognised as `kind` by its bytes. Throws MediaRefusalError
 * (a 4xx) for a picture that cannot be decoded or is too large; anything else thrown is the
 * server's fault.
 */
export async function processImage(data: Buffer, kind: MediaKind): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  const metadata = await header(sharp, data).catch(() => damaged());
  if (metadata.format !== LIBVIPS_FORMAT[kind] || (kind === "avif" && metadata.compression !== "av1")) damaged();
  const { width: storedWidth, height: storedHeight } = metadata;
  if (!storedWidth || !storedHeight) damaged();
  // Checked from the header, before a single pixel is decoded.
  if (storedWidth * storedHeight > MEDIA_MAX_PIXELS) throw new MediaRefusalError({ status: 413, message: tooManyPixelsMessage(storedWidth, storedHeight) });
  // EXIF orientations 5 to 8 turn the picture a quarter: its upright width is the stored height.
  const turned = (metadata.orientation ?? 1) >= 5;
  const upright = turned ? { width: storedHeight, height: storedWidth } : { width: storedWidth, height: storedHeight };
  if (Math.max(upright.width, upright.height) > MEDIA_MAX_SIDE) throw new MediaRefusalError({ status: 413, message: tooLongSideMessage(upright.width, upright.height) });

  const largest = largestVariantWidth(upright.width);
  const base = await decoder(sharp, data)
    .rotate()
    .resize({ width: largest, height: scaledHeight(upright, largest), fit: "fill" })
    .toColourspace("srgb")
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true })
    .catch(() => damaged());
  const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };
  const stats = await sharp(base.data, { raw }).stats();
  // A PNG fallback only when transparency is really used: an opaque PNG would be a heavy JPEG.
  const transparent = raw.channels === 4 && !stats.isOpaque;
  const fallback: MediaFormat = transparent ? "png" : "jpeg";

  const variants: ProcessedVariant[] = [];
  for (const width of variantWidths(upright.width)) {
    const height = scaledHeight(upright, width);
    for (const format of ["avif", "webp", fallback] as const) {
      let pixels = sharp(base.data, { raw });
      if (raw.channels === 4 && !transparent) pixels = pixels.removeAlpha();
      if (width !== raw.width) pixels = pixels.resize({ width, height, fit: "fill" });
      const bytes = await encode(pixels, format);
      variants.push({ format, width, height, data: bytes, hash: createHash("sha256").update(bytes).digest("hex").slice(0, MEDIA_HASH_LENGTH) });
    }
  }

  const { r, g, b } = stats.dominant;
  return {
    kind,
    width: upright.width,
    height: upright.height,
    dominantColor: `#${hex(r)}${hex(g)}${hex(b)}`,
    animated: (metadata.pages ?? 1) > 1,
    variants,
  };
}
