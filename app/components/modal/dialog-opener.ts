/** A click on an element carrying this attribute opens the dialog whose id it holds (modal-dialog-element.ts). */
export const OPENS_DIALOG = "data-opens-dialog";
