import type { Picture } from "#app/model/picture.ts";

/** A content picture at its intrinsic aspect ratio, loaded lazily. */
export function SizedPicture({ picture, className }: { picture: Picture; className?: string }) {
  return <img src={picture.src} alt={picture.alt} width={picture.width} height={picture.height} loading="lazy" decoding="async" className={className} />;
}
