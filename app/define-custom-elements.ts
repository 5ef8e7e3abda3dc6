/*
 * Every custom element of the site. Each element gives behaviour to markup its React component
 * rendered on the server, so public pages need no React in the browser outside their islands,
 * and the staff console (where React renders the same components) gets the same behaviour.
 *
 * The header's and footer's elements are on every page and come with the client entry; every
 * other element loads once the page holds it: in the server's markup, or rendered later by React
 * (a dialog an island opens, a section in the staff console). The search box's element is on every
 * page yet of use only once a visitor searches: it loads when the focus first enters one.
 *
 * A public page defines at load only the elements with something to do before the visitor does
 * anything (elements-defined-at-load.ts), and the others at the visitor's first gesture.
 */
import { NavDropdownElement } from "#app/components/layout/nav-dropdown-element.ts";
import { ScrollToTopElement } from "#app/components/layout/scroll-to-top-element.ts";
import { SiteFooterElement } from "#app/components/layout/site-footer-element.ts";
import { SiteHeaderElement } from "#app/components/layout/site-header-element.ts";
import { elementsDefinedAtLoad } from "#app/elements-defined-at-load.ts";
import { ELEMENTS_LOADED_ON_FIRST_FOCUS, type ElementLoadedOnFirstFocus } from "#app/elements-loaded-on-first-focus.ts";
import { holdClicksUntilDefined } from "#app/hold-clicks-until-defined.ts";

const onEveryPage: Readonly<Record<string, CustomElementConstructor>> = {
  "kairav-nav-dropdown": NavDropdownElement,
  "kairav-site-header": SiteHeaderElement,
  "kairav-site-footer": SiteFooterElement,
  "kairav-scroll-to-top": ScrollToTopElement,
};

const onSomePages: Readonly<Record<string, () => Promise<CustomElementConstructor>>> = {
  "kairav-carousel": () => import("#app/components/carousel/carousel-element.ts").then((module) => module.CarouselElement),
  "kairav-flip-card": () => import("#app/components/flip-card-element.ts").then((module) => module.FlipCardElement),
  "kairav-deferred-content": () => import("#app/components/deferred/deferred-content-element.ts").then((module) => module.DeferredContentElement),
  "kairav-modal-dialog": () => import("#app/components/modal/modal-dialog-element.ts").then((module) => module.ModalDialogElement),
  "kairav-photo-gallery": () => import("#app/components/gallery/photo-gallery-element.ts").then((module) => module.PhotoGalleryElement),
  "kairav-job-board": () => import("#app/features/careers/job-board-element.ts").then((module) => module.JobBoardElement),
};

const onFirstFocus: Readonly<Record<ElementLoadedOnFirstFocus, () => Promise<CustomElementConstructor>>> = {
  "kairav-search-box": () => import("#app/features/search/search-box-element.ts").then((module) => module.SearchBoxElement),
};

/** The elements a page holds markup for and loads with its markup: all but those loaded on first focus. */
const loadedWithThePage = [...Object.keys(onEveryPage), ...Object.keys(onSomePages)];

const loading = new Map<string, Promise<void>>();

/**
 * Defines the element `name`, once its module has loaded if it comes apart; undefined for a name
 * the site does not define. Every call for a name shares one promise, which settles either way:
 * an element whose module fails to load leaves its markup working as it does without JavaScript.
 */
function load(name: string): Promise<void> | undefined {
  let defined = loading.get(name);
  if (defined) return defined;
  const inEntry = onEveryPage[name];
  const loadApart = onSomePages[name] ?? onFirstFocus[name as ElementLoadedOnFirstFocus];
  const element = inEntry ? Promise.resolve(inEntry) : loadApart?.();
  if (!element) return undefined;
  defined = element.then((constructor) => {
    if (!customElements.get(name)) customElements.define(name, constructor);
  });
  defined.catch(() => {});
  loading.set(name, defined);
  return defined;
}

/** Loads and defines each element of `onFirstFocus` when the focus first lands inside one. */
function defineOnFirstFocus(): void {
  const names: readonly string[] = ELEMENTS_LOADED_ON_FIRST_FOCUS;
  const requested = new Set<string>();
  const listening = new AbortController();
  const loadAround = (focused: EventTarget | null) => {
    const name = focused instanceof Element ? focused.closest(names.join(","))?.localName : undefined;
    if (!name || requested.has(name)) return;
    requested.add(name);
    void load(name);
    if (requested.size === names.length) listening.abort();
  };
  document.addEventListener("focusin", (event) => loadAround(event.target), { signal: listening.signal });
  // The focus may have arrived before this script ran (it runs after the load event).
  loadAround(document.activeElement);
}

/**
 * Defines the elements the page holds that `wanted` allows, and, from then on, each one the page
 * gains or `wanted` comes to allow (call `recheck` then); `defined` resolves once those allowed
 * now are defined or have failed to load.
 */
function defineThoseOnPage(wanted: (name: string) => boolean): { defined: Promise<void>; recheck: () => void } {
  const defineAllowed = () =>
    Promise.allSettled(loadedWithThePage.filter((name) => wanted(name) && (loading.has(name) || document.querySelector(name) !== null)).map(load)).then(() => undefined);
  const observer = new MutationObserver(() => {
    void defineAllowed();
    if (loadedWithThePage.every((name) => loading.has(name))) observer.disconnect();
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
  return { defined: defineAllowed(), recheck: () => void defineAllowed() };
}

/** Defines the elements the page holds, and each further one as soon as the page gains it; resolves once those already there are defined. */
export function defineCustomElements(): Promise<void> {
  defineOnFirstFocus();
  return defineThoseOnPage(() => true).defined;
}

/**
 * A public page's elements: those with work before any gesture now, the others at
 * `firstGesture`. That promise resolves in the gesture's first listener, and the definitions in
 * the entry then upgrade their elements before the event, or a hover's pointerenter after it,
 * reaches them; a click that reaches an element whose module is still loading is held until it
 * is defined (hold-clicks-until-defined.ts). Resolves once the elements defined at load are.
 */
export function definePublicPageElements(firstGesture: Promise<void>): Promise<void> {
  let gestured = false;
  const atLoad = elementsDefinedAtLoad((selector) => document.querySelector(selector) !== null);
  defineOnFirstFocus();
  const { defined, recheck } = defineThoseOnPage((name) => gestured || atLoad.has(name));
  void firstGesture.then(() => {
    gestured = true;
    recheck();
  });
  holdClicksUntilDefined({ load, settled: () => Promise.allSettled(loading.values()).then(() => undefined) });
  return defined;
}
