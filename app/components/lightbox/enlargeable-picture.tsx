import { useId } from "react";
import { SizedPicture } from "#app/components/images/sized-picture.tsx";
import { ModalDialog } from "#app/components/modal/modal-dialog.tsx";
import type { Picture } from "#app/model/picture.ts";

/**
 * A diagram that opens full size in an overlay; the x (or Escape) closes it.
 * The picture keeps its own alt text; a separate button under it names the
 * action (under, not over it, so it never hides a corner of the diagram), and
 * a click or tap anywhere on the picture does the same for pointer users.
 * Below 768 px the overlay shows the diagram at its drawn size in a box that
 * pans with a finger, pinch-zooms and scrolls with the keyboard; wider screens
 * see all of it at once. The overlay is rendered closed with the page; the button and the picture
 * open it through `data-opens-dialog` (modal-dialog-element.ts).
 */
export function EnlargeablePicture({ picture, title }: { picture: Picture; title: string }) {
  const dialogId = useId();
  return (
    <>
      <div className="border-y border-slate-200 bg-white py-2 sm:rounded-2xl sm:border sm:p-6">
        {/* The button below is the accessible way in; this only widens the click target. */}
        <div className="cursor-zoom-in" data-opens-dialog={dialogId}>
          <SizedPicture picture={picture} className="h-auto w-full" />
        </div>
      </div>
      <div className="mt-3 flex justify-end px-4 sm:px-0">
        <button
          type="button"
          data-opens-dialog={dialogId}
          className="inline-flex min-h-10 items-center gap-1.5 rounded-full bg-brand-900 px-4 py-2 text-sm font-semibold text-white shadow hover:bg-brand-700"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <circle cx="8.5" cy="8.5" r="5.5" />
            <path d="m13 13 4.5 4.5M8.5 6v5M6 8.5h5" />
          </svg>
          Enlarge<span className="sr-only"> diagram: {title}</span>
        </button>
      </div>
      <ModalDialog id={dialogId} title={title} size="xl" variant="media">
        <div
          role="group"
          aria-label={`${title}, full size`}
          tabIndex={0}
          data-scroll-affordance=""
          className="max-h-[75dvh] touch-pan-x touch-pan-y touch-pinch-zoom overflow-auto rounded-lg [--scroll-cover:var(--color-white)] md:max-h-none md:overflow-visible"
        >
          <img
            src={picture.src}
            alt={picture.alt}
            width={picture.width}
            height={picture.height}
            loading="lazy"
            className="h-auto max-w-none bg-white md:mx-auto md:max-h-[80dvh] md:w-auto md:max-w-full"
          />
        </div>
        {/* The picture covers the box's edge shadows, so narrow screens say it in words. */}
        <p className="mt-2 text-center text-sm text-slate-300 md:hidden">Drag to see the whole diagram, pinch to zoom.</p>
      </ModalDialog>
    </>
  );
}
