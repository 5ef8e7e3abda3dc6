import type { Picture } from "#app/model/picture.ts";

/** Most content pictures fill the text column: the page's width on a phone, about half of it from a laptop up. */
const CONTENT_SIZES = "(min-width: 1024px) 50vw, 100vw";

/**
 * A content picture at its intrinsic aspect ratio, loaded lazily, or at once and first where it is
 * the largest thing the page shows on arrival (`priority`: a post's cover). A media library
 * picture comes as AVIF and WebP at several widths, each browser taking the smallest that fits.
 */
export function SizedPicture({ picture, className, sizes = CONTENT_SIZES, priority = false }: { picture: Picture; className?: string; sizes?: string; priority?: boolean }) {
  const image = (
    <img
      src={picture.src}
      srcSet={picture.responsive?.fallback}
      sizes={picture.responsive ? sizes : undefined}
      alt={picture.alt}
      width={picture.width}
      height={picture.height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={className}
    />
  );
  if (!picture.responsive) return image;
  return (
    <picture>
      <source type="image/avif" srcSet={picture.responsive.avif} sizes={sizes} />
      <source type="image/webp" srcSet={picture.responsive.webp} sizes={sizes} />
      {image}
    </picture>
  );
}
