import { useCallback, useState, type KeyboardEvent } from "react";
import { ModalDialog } from "#app/components/modal/modal-dialog.tsx";
import type { Album } from "#app/content/celebrations.ts";
import { formatMonth } from "./format-month.ts";
import { stepGallery, type GalleryPosition } from "./step-gallery.ts";

/** Albums of thumbnails, in the order given; a thumbnail opens a viewer that steps through every album in turn. */
export function PhotoGallery({ albums }: { albums: readonly Album[] }) {
  const [position, setPosition] = useState<GalleryPosition | null>(null);
  const close = useCallback(() => setPosition(null), []);
  const sizes = albums.map((album) => album.photos.length);
  const step = (direction: 1 | -1) => setPosition((current) => (current ? stepGallery(sizes, current, direction) : current));

  const album = position ? albums[position.album] : undefined;
  const photo = position && album ? album.photos[position.photo] : undefined;

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === "ArrowRight") {
      event.preventDefault();
      step(1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      step(-1);
    }
  }

  return (
    <>
      {albums.map((item, albumIndex) => (
        <section key={item.id} id={item.id} aria-labelledby={`${item.id}-heading`} className={`py-12 sm:py-16 ${albumIndex % 2 ? "bg-slate-50" : "bg-white"}`}>
          <div className="container-page">
            <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
              <h2 id={`${item.id}-heading`} className="section-title">
                {item.name}
              </h2>
              <p className="text-sm font-semibold text-slate-600">
                <time dateTime={item.month}>{formatMonth(item.month)}</time> · {item.photos.length} photos
              </p>
            </div>
            <p className="mt-3 max-w-3xl text-lg leading-8">{item.description}</p>
            <ul className="mt-8 grid grid-cols-2 gap-3 max-sm:balanced-2 sm:grid-cols-3 sm:gap-4 sm:max-lg:balanced-3 lg:grid-cols-4 lg:balanced-4">
              {item.photos.map((thumb, photoIndex) => (
                <li key={thumb.id}>
                  <button
                    type="button"
                    onClick={() => setPosition({ album: albumIndex, photo: photoIndex })}
                    className="group block w-full overflow-hidden rounded-xl bg-slate-200"
                  >
                    <span className="sr-only">
                      Open photo {photoIndex + 1} of {item.photos.length} in {item.name}:{" "}
                    </span>
                    <picture>
                      <source type="image/avif" srcSet={thumb.thumb.avif} />
                      <source type="image/webp" srcSet={thumb.thumb.webp} />
                      <img
                        src={thumb.thumb.jpg}
                        alt={thumb.alt}
                        width={400}
                        height={Math.round((400 * thumb.height) / thumb.width)}
                        loading="lazy"
                        decoding="async"
                        className="h-auto w-full transition duration-300 group-hover:scale-105"
                      />
                    </picture>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ))}
      <ModalDialog open={Boolean(photo)} onClose={close} title={album ? album.name : ""} size="xl" variant="media" onKeyDown={onKeyDown}>
        {photo && album && position ? (
          <div className="flex flex-col items-center">
            <picture>
              <source type="image/avif" srcSet={photo.full.srcSetAvif} sizes="(min-width: 1200px) 1100px, 100vw" />
              <source type="image/webp" srcSet={photo.full.srcSetWebp} sizes="(min-width: 1200px) 1100px, 100vw" />
              <img src={photo.full.webp} alt={photo.alt} width={photo.width} height={photo.height} className="h-auto max-h-[70dvh] w-auto max-w-full rounded-lg" />
            </picture>
            <div className="mt-4 flex w-full items-center justify-between gap-4">
              <button type="button" onClick={() => step(-1)} className="btn border border-white/30 text-white hover:bg-white/10">
                <span aria-hidden="true">←</span> Previous<span className="sr-only"> photo</span>
              </button>
              <p className="text-center text-sm text-slate-200" aria-live="polite" data-testid="photo-counter">
                Photo {position.photo + 1} of {album.photos.length}
              </p>
              <button type="button" onClick={() => step(1)} className="btn border border-white/30 text-white hover:bg-white/10">
                Next<span className="sr-only"> photo</span> <span aria-hidden="true">→</span>
              </button>
            </div>
          </div>
        ) : null}
      </ModalDialog>
    </>
  );
}
