/**
 * The custom elements the client entry loads only when the focus first enters one
 * (define-custom-elements.ts), not with the page: they cost a page nothing until a visitor uses
 * them, so the JavaScript counted per page (scripts/bench/js-per-route.ts) leaves them out.
 */
export const ELEMENTS_LOADED_ON_FIRST_FOCUS = ["kairav-search-box"] as const;

export type ElementLoadedOnFirstFocus = (typeof ELEMENTS_LOADED_ON_FIRST_FOCUS)[number];
