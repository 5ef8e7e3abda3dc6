import { useCallback, useState } from "react";
import { SizedPicture } from "#app/components/images/sized-picture.tsx";
import { ModalDialog } from "#app/components/modal/modal-dialog.tsx";
import type { Picture } from "#app/content/content-page.ts";

/**
 * A diagram that opens full size in an overlay; the x (or Escape) closes it.
 * The picture keeps its own alt text; a separate button names the action, and
 * a click anywhere on the picture does the same for pointer users.
 */
export function EnlargeablePicture({ picture, title }: { picture: Picture; title: string }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <div className="relative rounded-2xl border border-slate-200 bg-white p-3 sm:p-6">
        {/* The button below is the accessible way in; this handler only widens the click target. */}
        <div className="cursor-zoom-in" onClick={() => setOpen(true)}>
          <SizedPicture picture={picture} className="h-auto w-full" />
        </div>
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="absolute right-2 bottom-2 inline-flex items-center gap-1.5 rounded-full bg-brand-900/90 px-2.5 py-1 text-xs font-semibold text-white shadow hover:bg-brand-700 sm:right-3 sm:bottom-3 sm:px-3 sm:py-1.5 sm:text-sm"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <circle cx="8.5" cy="8.5" r="5.5" />
            <path d="m13 13 4.5 4.5M8.5 6v5M6 8.5h5" />
          </svg>
          Enlarge<span className="sr-only"> diagram: {title}</span>
        </button>
      </div>
      <ModalDialog open={open} onClose={close} title={title} size="xl" variant="media">
        <img src={picture.src} alt={picture.alt} width={picture.width} height={picture.height} className="mx-auto h-auto max-h-[80dvh] w-auto max-w-full rounded-lg bg-white" />
      </ModalDialog>
    </>
  );
}
