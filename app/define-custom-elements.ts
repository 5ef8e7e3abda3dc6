/*
 * Every custom element of the site. Each element gives behaviour to markup its React component
 * rendered on the server, so public pages need no React in the browser outside their islands,
 * and the staff console (where React renders the same components) gets the same behaviour.
 *
 * The header's and footer's elements are on every page and come with the client entry; every
 * other element loads once the page holds it: in the server's markup, or rendered later by React
 * (a dialog an island opens, a section in the staff console). The search box's element is on every
 * page yet of use only once a visitor searches: it loads when the focus first enters one.
 */
import { NavDropdownElement } from "#app/components/layout/nav-dropdown-element.ts";
import { ScrollToTopElement } from "#app/components/layout/scroll-to-top-element.ts";
import { SiteFooterElement } from "#app/components/layout/site-footer-element.ts";
import { SiteHeaderElement } from "#app/components/layout/site-header-element.ts";
import { ELEMENTS_LOADED_ON_FIRST_FOCUS, type ElementLoadedOnFirstFocus } from "#app/elements-loaded-on-first-focus.ts";

const onEveryPage: ReadonlyArray<readonly [string, CustomElementConstructor]> = [
  ["kairav-nav-dropdown", NavDropdownElement],
  ["kairav-site-header", SiteHeaderElement],
  ["kairav-site-footer", SiteFooterElement],
  ["kairav-scroll-to-top", ScrollToTopElement],
];

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

function define(name: string, element: CustomElementConstructor): void {
  if (!customElements.get(name)) customElements.define(name, element);
}

const loading = new Map<string, Promise<void>>();

function loadThoseOnPage(): Promise<void> {
  for (const [name, load] of Object.entries(onSomePages)) {
    if (loading.has(name) || document.querySelector(name) === null) continue;
    loading.set(
      name,
      load().then((element) => define(name, element)),
    );
  }
  return Promise.all(loading.values()).then(() => undefined);
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
    void onFirstFocus[name as ElementLoadedOnFirstFocus]().then((element) => define(name, element));
    if (requested.size === names.length) listening.abort();
  };
  document.addEventListener("focusin", (event) => loadAround(event.target), { signal: listening.signal });
  // The focus may have arrived before this script ran (it runs after the load event).
  loadAround(document.activeElement);
}

/** Defines the elements the page holds, and each further one as soon as the page gains it; resolves once those already there are defined. */
export function defineCustomElements(): Promise<void> {
  for (const [name, element] of onEveryPage) define(name, element);
  defineOnFirstFocus();
  const observer = new MutationObserver(() => {
    void loadThoseOnPage();
    if (loading.size === Object.keys(onSomePages).length) observer.disconnect();
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
  return loadThoseOnPage();
}
