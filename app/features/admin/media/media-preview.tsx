import type { MediaFormat } from "#app/db/schema.ts";
import { MEDIA_CONTENT_TYPES } from "#app/features/media/media-file-url.ts";

type Variant = { url: string; format: MediaFormat; width: number };

function srcSet(variants: Variant[], format: MediaFormat): string {
  return variants
    .filter((variant) => variant.format === format)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(", ");
}

/**
 * The picture as visitors' browsers get it: AVIF where supported, then WebP, then the JPEG or PNG
 * fallback, each at the width the box needs, on the picture's own colour while it loads.
 */
export function MediaPreview({ variants, width, height, alt, dominantColor }: { variants: Variant[]; width: number; height: number; alt: string; dominantColor: string }) {
  const fallbackFormat = variants.some((variant) => variant.format === "png") ? "png" : "jpeg";
  const fallbacks = variants.filter((variant) => variant.format === fallbackFormat);
  const largest = fallbacks.at(-1);
  if (!largest) return null;
  const sizes = "(min-width: 1024px) 50vw, 100vw";
  return (
    <div className="flex justify-center overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 p-2 sm:p-4">
      <picture>
        <source type={MEDIA_CONTENT_TYPES.avif} srcSet={srcSet(variants, "avif")} sizes={sizes} />
        <source type={MEDIA_CONTENT_TYPES.webp} srcSet={srcSet(variants, "webp")} sizes={sizes} />
        <img
          src={largest.url}
          srcSet={srcSet(variants, fallbackFormat)}
          sizes={sizes}
          alt={alt}
          width={width}
          height={height}
          style={{ backgroundColor: dominantColor }}
          className="block h-auto max-h-[28rem] w-auto max-w-full object-contain"
        />
      </picture>
    </div>
  );
}
