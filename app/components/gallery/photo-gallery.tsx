import { useId } from "react";
import { ModalDialog } from "#app/components/modal/modal-dialog.tsx";
import type { Album } from "#app/model/album.ts";
import { formatMonth } from "./format-month.ts";
import { photoCounterText, photoViewerData, serializeViewerData, type ViewerPhoto } from "./photo-viewer-data.ts";

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "kairav-photo-gallery": React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}

const fullSizes = "(min-width: 1200px) 1100px, 100vw";

/** The viewer's picture, counter and previous/next buttons; photo-gallery-element.ts changes what they show. */
function PhotoView({ photo, alt, number, albumSize }: { photo: ViewerPhoto; alt: string; number: number; albumSize: number }) {
  return (
    <div className="flex flex-col items-center">
      <picture>
        <source type="image/avif" srcSet={photo.srcSetAvif} sizes={fullSizes} />
        <source type="image/webp" srcSet={photo.srcSetWebp} sizes={fullSizes} />
        {/* Lazy: the closed viewer fetches nothing; opening it asks for the picture. */}
        <img src={photo.src} alt={alt} width={photo.width} height={photo.height} loading="lazy" className="h-auto max-h-[70dvh] w-auto max-w-full rounded-lg" />
      </picture>
      <div className="mt-4 flex w-full items-center justify-between gap-4">
        <button type="button" data-gallery-step="-1" className="btn border border-white/30 text-white hover:bg-white/10">
          <span aria-hidden="true">←</span> Previous<span className="sr-only"> photo</span>
        </button>
        <p className="text-center text-sm text-slate-200" aria-live="polite" data-testid="photo-counter" data-gallery-counter="">
          {photoCounterText(number, albumSize)}
        </p>
        <button type="button" data-gallery-step="1" className="btn border border-white/30 text-white hover:bg-white/10">
          Next<span className="sr-only"> photo</span> <span aria-hidden="true">→</span>
        </button>
      </div>
    </div>
  );
}

/**
 * Albums of thumbnails, in the order given; a thumbnail opens a viewer that steps through every
 * album in turn. The server renders the viewer once, closed, on the first photo, with every
 * photo's data beside it; photo-gallery-element.ts shows the chosen photo and steps.
 */
export function PhotoGallery({ albums }: { albums: readonly Album[] }) {
  const viewerId = useId();
  const data = photoViewerData(albums);
  const firstAlbum = data.albums[0];
  const firstPhoto = firstAlbum?.photos[0];

  return (
    <kairav-photo-gallery className="contents">
      {albums.map((item, albumIndex) => (
        // An album off screen is neither styled nor laid out until it comes near (render-when-near), which on a
        // phone is all but the first: the gallery's dozens of pictures no longer weigh on the first paint.
        <section
          key={item.id}
          id={item.id}
          aria-labelledby={`${item.id}-heading`}
          className={`render-when-near py-12 [--estimated-height:60rem] sm:py-16 ${albumIndex % 2 ? "bg-slate-50" : "bg-white"}`}
        >
          <div className="container-page">
            <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
              <h2 id={`${item.id}-heading`} className="section-title">
                {item.name}
              </h2>
              <p className="text-sm font-semibold text-slate-600">
                <time dateTime={item.month}>{formatMonth(item.month)}</time>
                {` · ${item.photos.length} photos`}
              </p>
            </div>
            <p className="mt-3 max-w-3xl text-lg leading-8">{item.description}</p>
            <ul className="mt-8 grid grid-cols-2 gap-3 max-sm:balanced-2 sm:grid-cols-3 sm:gap-4 sm:max-lg:balanced-3 lg:grid-cols-4 lg:balanced-4">
              {item.photos.map((thumb, photoIndex) => (
                <li key={thumb.id}>
                  <button type="button" data-album={albumIndex} data-photo={photoIndex} className="group block w-full overflow-hidden rounded-xl bg-slate-200">
                    {/* One string, so the server writes no separators between its parts: it repeats for every photo. */}
                    <span className="sr-only">{`Open photo ${photoIndex + 1} of ${item.photos.length} in ${item.name}: `}</span>
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
                        // Even those on the first screen: they would otherwise be raised to high and share
                        // the first round trips with the font and the page's scripts.
                        fetchPriority="low"
                        className="h-auto w-full transition duration-300 group-hover:scale-105"
                      />
                    </picture>
                  </button>
                  {thumb.caption ? <p className="mt-2 text-sm leading-6 text-slate-700">{thumb.caption}</p> : null}
                </li>
              ))}
            </ul>
          </div>
        </section>
      ))}
      {firstAlbum && firstPhoto ? (
        <>
          <ModalDialog id={viewerId} title={firstAlbum.name} size="xl" variant="media">
            <PhotoView photo={firstPhoto} alt={albums[0]!.photos[0]!.alt} number={1} albumSize={firstAlbum.photos.length} />
          </ModalDialog>
          <script type="application/json" data-gallery-photos="" dangerouslySetInnerHTML={{ __html: serializeViewerData(data) }} />
        </>
      ) : null}
    </kairav-photo-gallery>
  );
}
