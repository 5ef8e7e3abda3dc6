import { useEffect, useId, useRef, type ReactNode } from "react";

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "kairav-modal-dialog": React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & { open?: "" };
    }
  }
}

type ModalDialogProps = {
  title: ReactNode;
  children: ReactNode;
  /** Shows a footer with a Close button. */
  footerClose?: boolean;
  size?: "md" | "lg" | "xl";
  /** Dark, edge-to-edge presentation for pictures. */
  variant?: "panel" | "media";
} & (
  | {
      /** Kept by React code running in the browser: the content is rendered only while open. */
      open: boolean;
      /** Called whenever the dialog closes, whichever way. */
      onClose: () => void;
      id?: undefined;
    }
  | {
      /**
       * Server-rendered with its content, closed: any button with `data-opens-dialog` set to this
       * id opens it (modal-dialog-element.ts).
       */
      id: string;
      open?: undefined;
      onClose?: undefined;
    }
);

const widths = { md: "max-w-2xl", lg: "max-w-4xl", xl: "max-w-6xl" };

/**
 * The modal dialog pattern on the native <dialog>: showModal() makes the rest of the page inert
 * and traps focus, Escape closes, so do the x button, the optional Close button and a click on the
 * backdrop; focus returns to where it was. The behaviour is `<kairav-modal-dialog>`'s
 * (modal-dialog-element.ts), whether a React parent opens it with `open` or an opener button does.
 */
export function ModalDialog({ title, children, footerClose = false, size = "lg", variant = "panel", ...control }: ModalDialogProps) {
  const elementRef = useRef<HTMLElement>(null);
  const titleId = useId();
  const { open, onClose } = control;

  useEffect(() => {
    const element = elementRef.current;
    if (!element || !onClose) return;
    const listener = () => onClose();
    element.addEventListener("close", listener);
    return () => element.removeEventListener("close", listener);
  }, [onClose]);

  const media = variant === "media";
  return (
    <kairav-modal-dialog ref={elementRef} open={open ? "" : undefined} className="contents">
      <dialog
        id={control.id}
        aria-labelledby={titleId}
        className={`m-auto w-[calc(100%-2rem)] ${widths[size]} max-h-[calc(100dvh-2rem)] overflow-hidden rounded-2xl p-0 shadow-2xl backdrop:bg-slate-950/70 backdrop:backdrop-blur-sm ${media ? "bg-slate-950 text-white" : "bg-white text-slate-700"}`}
      >
        {open !== false ? (
          <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
            <div className={`flex items-start justify-between gap-4 px-5 py-4 sm:px-6 ${media ? "" : "border-b border-slate-200"}`}>
              <h2 id={titleId} className={`text-lg font-semibold sm:text-xl ${media ? "text-white" : "text-slate-900"}`}>
                {title}
              </h2>
              <button
                type="button"
                data-closes-dialog=""
                className={`-m-1 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full ${media ? "text-white hover:bg-white/10" : "text-slate-600 hover:bg-slate-100"}`}
              >
                <span className="sr-only">Close dialog</span>
                <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
                  <path d="M6 6l12 12M18 6 6 18" />
                </svg>
              </button>
            </div>
            <div className={`overflow-y-auto overscroll-contain ${media ? "px-3 pb-4 sm:px-6" : "px-5 py-5 sm:px-6"}`}>{children}</div>
            {footerClose ? (
              <div className="flex justify-end border-t border-slate-200 px-5 py-4 sm:px-6">
                <button type="button" data-closes-dialog="" className="btn-outline">
                  Close
                </button>
              </div>
            ) : null}
          </div>
        ) : null}
      </dialog>
    </kairav-modal-dialog>
  );
}
