import { OPENS_DIALOG } from "./dialog-opener.ts";

const focusableSelector = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A click on an element inside the dialog carrying this attribute closes it. */
const CLOSER = "data-closes-dialog";

function releaseScrollLock() {
  // Another modal dialog may still be open (one dialog handing over to the next).
  if (!document.querySelector("dialog:modal")) document.documentElement.style.overflow = "";
}

/**
 * `<kairav-modal-dialog>` (modal-dialog.tsx): the modal dialog pattern on the native <dialog> it wraps.
 * showModal() makes the rest of the page inert and moves the focus in; Tab wraps inside the dialog
 * (a modal <dialog> otherwise lets it wander to the browser's own UI); Escape, the x and Close
 * buttons and a click on the backdrop close it; the focus returns to where it was and the page
 * does not scroll behind it.
 *
 * The `open` attribute says whether it is open: React sets it from ModalDialog's `open` prop, and
 * the element sets it itself when an opener (`data-opens-dialog="<dialog id>"`) is clicked or
 * show() is called, and removes it when the visitor closes the dialog. Every close fires a `close`
 * event on the element (it does not bubble), at once, not a task later as the native one does, so
 * a parent keeping the state knows before the next key press.
 */
export class ModalDialogElement extends HTMLElement {
  static observedAttributes = ["open"];

  #dialog: HTMLDialogElement | null = null;
  #shown = false;
  #returnFocusTo: HTMLElement | null = null;

  connectedCallback(): void {
    const dialog = this.querySelector(":scope > dialog");
    if (!(dialog instanceof HTMLDialogElement)) return;
    this.#dialog = dialog;
    dialog.addEventListener("keydown", this.#onKeyDown);
    dialog.addEventListener("click", this.#onClick);
    dialog.addEventListener("cancel", this.#onCancel);
    dialog.addEventListener("close", this.#onNativeClose);
    this.ownerDocument.addEventListener("click", this.#onPageClick);
    this.#sync();
  }

  disconnectedCallback(): void {
    const dialog = this.#dialog;
    this.ownerDocument.removeEventListener("click", this.#onPageClick);
    if (!dialog) return;
    dialog.removeEventListener("keydown", this.#onKeyDown);
    dialog.removeEventListener("click", this.#onClick);
    dialog.removeEventListener("cancel", this.#onCancel);
    dialog.removeEventListener("close", this.#onNativeClose);
    this.#dialog = null;
    // Taken out of the page while open (React moving or dropping it): the attribute stays, so put back it opens again.
    if (this.#shown) {
      this.#shown = false;
      if (dialog.open) dialog.close();
      releaseScrollLock();
    }
  }

  attributeChangedCallback(): void {
    // React sets the attribute while it commits, before it restores the focus it had and possibly
    // before the dialog's content is in place: act once the commit is over.
    queueMicrotask(() => this.#sync());
  }

  /** Opens the dialog; the focus returns to `opener` (else to whatever had it) when it closes. */
  show(opener?: Element): void {
    if (opener instanceof HTMLElement && opener.matches(focusableSelector)) this.#returnFocusTo = opener;
    this.setAttribute("open", "");
    this.#sync();
  }

  close(): void {
    this.removeAttribute("open");
    this.#sync();
  }

  #sync(): void {
    const dialog = this.#dialog;
    if (!dialog || !this.isConnected) return;
    const wanted = this.hasAttribute("open");
    if (wanted && !this.#shown) this.#open(dialog);
    else if (!wanted && this.#shown) this.#finishClosing(dialog);
  }

  #open(dialog: HTMLDialogElement): void {
    // A dialog's contents are styled by the full stylesheet, which a page swaps in at the visitor's
    // first gesture (start-after-paint.js); an address may open a dialog before any.
    window.dispatchEvent(new Event("kairav:full-styles"));
    this.#returnFocusTo ??= document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Pictures in a closed dialog wait, lazily, to cost nothing; once it opens they are wanted now, not a frame later.
    for (const image of dialog.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) image.loading = "eager";
    if (dialog.open) dialog.close();
    dialog.showModal();
    this.#shown = true;
    document.documentElement.style.overflow = "hidden";
  }

  #finishClosing(dialog: HTMLDialogElement): void {
    this.#shown = false;
    if (dialog.open) dialog.close();
    releaseScrollLock();
    const returnFocusTo = this.#returnFocusTo;
    this.#returnFocusTo = null;
    returnFocusTo?.focus();
    this.dispatchEvent(new Event("close"));
  }

  #onPageClick = (event: MouseEvent): void => {
    const id = this.#dialog?.id;
    const opener = id && event.target instanceof Element ? event.target.closest(`[${OPENS_DIALOG}]`) : null;
    if (opener && opener.getAttribute(OPENS_DIALOG) === id) this.show(opener);
  };

  #onClick = (event: MouseEvent): void => {
    // A click on the dialog element itself (not its content) is a click on the backdrop.
    if (event.target === this.#dialog) this.close();
    else if (event.target instanceof Element && event.target.closest(`[${CLOSER}]`)?.closest("dialog") === this.#dialog) this.close();
  };

  #onCancel = (event: Event): void => {
    event.preventDefault();
    this.close();
  };

  // Closed some other way (a form with method="dialog", a script): tidy up when the browser says so,
  // unless the dialog has opened again since.
  #onNativeClose = (): void => {
    if (this.#shown && !this.#dialog?.open) this.close();
  };

  #onKeyDown = (event: KeyboardEvent): void => {
    if (event.key !== "Tab" || !this.#dialog) return;
    const focusable = Array.from(this.#dialog.querySelectorAll<HTMLElement>(focusableSelector));
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
  };
}
