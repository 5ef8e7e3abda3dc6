import type { ModalDialogElement } from "#app/components/modal/modal-dialog-element.ts";
import { replaceElement } from "#app/components/replaced-elements.ts";

/** A 'View & Apply' or 'Apply Now' link (job-action.tsx) as the button that opens its dialog. */
function buttonFor(link: HTMLAnchorElement): HTMLButtonElement {
  const button = document.createElement("button");
  for (const { name, value } of link.attributes) if (name !== "href") button.setAttribute(name, value);
  button.type = "button";
  button.setAttribute("aria-haspopup", "dialog");
  // The modal dialog element opens a detail dialog on its own; Apply Now is this element's (#onClick).
  if (link.dataset.dialog) button.dataset.opensDialog = link.dataset.dialog;
  button.append(...link.childNodes);
  return button;
}

/** The `<kairav-modal-dialog>` around this element: the dialog itself, or a button in it. */
function modalAround(dialog: Element | null | undefined): ModalDialogElement | null {
  return dialog?.closest<ModalDialogElement>("kairav-modal-dialog") ?? null;
}

/**
 * `<kairav-job-board>` (job-board.tsx): the careers page's openings with JavaScript. It does in
 * dialogs what the page does without JavaScript in a panel above the list: the links become
 * buttons, the panel the address asked for (`?job=`, `?apply=`) gives way to the same dialog, and
 * closing a dialog drops that request from the address, so a reload does not reopen it.
 *
 * Apply Now, on a card or in a detail dialog, writes the opening it is for on the application
 * dialog (`data-job-id`, `data-job-title`, `data-post-title`), where the form's island reads it,
 * and opens the dialog. The island hydrates at the visitor's first gesture, which a click or a key
 * is, and an opening dialog counts as one (first-gesture.ts): it renders the form into the open
 * dialog as soon as it is hydrated. From a detail dialog, that dialog closes first: the focus goes
 * back to the card's 'View & Apply', and returns there when the application dialog closes.
 */
export class JobBoardElement extends HTMLElement {
  #started = false;

  connectedCallback(): void {
    if (this.#started || !this.#applicationDialog()) return;
    this.#started = true;
    void customElements.whenDefined("kairav-modal-dialog").then(() => this.#start());
  }

  #applicationDialog(): HTMLElement | null {
    return document.getElementById(this.dataset.applicationDialog ?? "");
  }

  #start(): void {
    const panel = this.querySelector<HTMLElement>("#job-panel");
    panel?.remove();
    for (const link of this.querySelectorAll<HTMLAnchorElement>("a[data-job-action]")) {
      const button = buttonFor(link);
      // The element starts at the visitor's first gesture, which may be the focus landing on a link.
      const focused = document.activeElement === link;
      replaceElement(link, button);
      if (focused) button.focus();
    }
    this.addEventListener("click", this.#onClick);
    // A dialog's close event does not bubble: listen on the way down.
    this.addEventListener("close", this.#onDialogClose, true);

    // The card's button for the panel the address asked for says which dialog to open.
    const requested = panel && this.querySelector<HTMLElement>(`button[data-job-action="${panel.dataset.panel}"][data-job-id="${panel.dataset.jobId}"]`);
    if (requested?.dataset.opensDialog) modalAround(document.getElementById(requested.dataset.opensDialog))?.show();
    else if (requested) this.#openApplication(requested);
  }

  #openApplication(applyButton: HTMLElement, opener?: HTMLElement): void {
    const dialog = this.#applicationDialog();
    if (!dialog) return;
    const { jobId = "", jobTitle = "", postTitle = "" } = applyButton.dataset;
    Object.assign(dialog.dataset, { jobId, jobTitle, postTitle });
    modalAround(dialog)?.show(opener);
  }

  #onClick = (event: MouseEvent): void => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('button[data-job-action="apply"]') : null;
    if (!button) return;
    const detail = modalAround(button);
    detail?.close();
    this.#openApplication(button, detail ? undefined : button);
  };

  #onDialogClose = (event: Event): void => {
    if (!(event.target instanceof Element) || event.target.localName !== "kairav-modal-dialog") return;
    const url = new URL(location.href);
    if (!url.searchParams.has("apply") && !url.searchParams.has("job")) return;
    url.searchParams.delete("apply");
    url.searchParams.delete("job");
    history.replaceState(history.state, "", url.pathname + url.search + url.hash);
  };
}
