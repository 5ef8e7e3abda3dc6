import { imageManifest, srcSet, type ImageName } from "#app/model/built-in-images.ts";

type ResponsiveImageProps = {
  name: ImageName;
  alt: string;
  /** The `sizes` attribute: how wide the image is shown at each viewport width. */
  sizes: string;
  className?: string;
  /** The page's main image: load at once with high priority instead of lazily. */
  priority?: boolean;
};

/** A generated image as AVIF and WebP at several widths with a JPEG fallback, always sized. */
export function ResponsiveImage({ name, alt, sizes, className, priority = false }: ResponsiveImageProps) {
  const image = imageManifest[name];
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(name, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(name, "webp")} sizes={sizes} />
      <img
        src={image.fallback}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "auto" : "async"}
        fetchPriority={priority ? "high" : "auto"}
        className={className}
      />
    </picture>
  );
}
