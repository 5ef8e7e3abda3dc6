import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from "react";

type ModalDialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Shows a footer with a Close button. */
  footerClose?: boolean;
  size?: "md" | "lg" | "xl";
  /** Dark, edge-to-edge presentation for pictures. */
  variant?: "panel" | "media";
  /** Keys anywhere inside the dialog, e.g. arrows that step through photos. */
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
};

const widths = { md: "max-w-2xl", lg: "max-w-4xl", xl: "max-w-6xl" };

const focusableSelector = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

// A modal <dialog> keeps focus out of the page but lets Tab wander to the browser's own UI; wrap it inside instead.
function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== "Tab") return;
  const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(focusableSelector));
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The modal dialog pattern on the native <dialog>: showModal() makes the rest
 * of the page inert and traps focus, Escape closes, so do the x button, the
 * optional Close button and a click on the backdrop; focus returns to where it was.
 */
export function ModalDialog({ open, onClose, title, children, footerClose = false, size = "lg", variant = "panel", onKeyDown }: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusTo.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
      document.documentElement.style.overflow = "hidden";
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const closedHere = useRef(false);

  function finishClosing() {
    document.documentElement.style.overflow = "";
    returnFocusTo.current?.focus();
    onCloseRef.current();
  }

  // The page's own ways out (Escape, the x and Close buttons, the backdrop) finish closing at
  // once: the native close event comes a task later, and a visitor who presses Enter on the
  // trigger straight after Escape would otherwise find the parent still thinking it open.
  function closeDialog() {
    const dialog = dialogRef.current;
    if (!dialog?.open) return;
    closedHere.current = true;
    dialog.close();
    finishClosing();
  }

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      closeDialog();
    };
    // Closed any other way (the parent set `open` to false): tidy up when the browser reports it.
    const onNativeClose = () => {
      if (closedHere.current) {
        closedHere.current = false;
        return;
      }
      finishClosing();
    };
    dialog.addEventListener("cancel", onCancel);
    dialog.addEventListener("close", onNativeClose);
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("close", onNativeClose);
    };
  }, []);

  const media = variant === "media";
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        trapTab(event);
        onKeyDown?.(event);
      }}
      onClick={(event) => {
        // A click on the dialog element itself (not its content) is a click on the backdrop.
        if (event.target === dialogRef.current) closeDialog();
      }}
      className={`m-auto w-[calc(100%-2rem)] ${widths[size]} max-h-[calc(100dvh-2rem)] overflow-hidden rounded-2xl p-0 shadow-2xl backdrop:bg-slate-950/70 backdrop:backdrop-blur-sm ${media ? "bg-slate-950 text-white" : "bg-white text-slate-700"}`}
    >
      {open ? (
        <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
          <div className={`flex items-start justify-between gap-4 px-5 py-4 sm:px-6 ${media ? "" : "border-b border-slate-200"}`}>
            <h2 id={titleId} className={`text-lg font-semibold sm:text-xl ${media ? "text-white" : "text-slate-900"}`}>
              {title}
            </h2>
            <button
              type="button"
              onClick={closeDialog}
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
              <button type="button" onClick={closeDialog} className="btn-outline">
                Close
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}
