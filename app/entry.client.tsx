import { whenFirstGesture } from "#app/components/first-gesture.ts";
import { defineCustomElements, definePublicPageElements } from "./define-custom-elements.ts";
import { scheduleVitalsReporting } from "#app/features/vitals/schedule-vitals-reporting.ts";

declare global {
  interface Window {
    __reactRouterContext?: unknown;
  }
}

if (window.__reactRouterContext) {
  // React Router's <Scripts> ran: a staff page, hydrated as a whole app, which may render any of
  // the site's components (the header on every page, a page's sections in a preview).
  void defineCustomElements();
  void import("./hydrate-app.tsx");
} else {
  // A public page: server-rendered HTML with the behaviour of its custom elements (most of them
  // defined at the visitor's first gesture: define-custom-elements.ts), and React only inside its
  // islands. A page with no element to define before that gesture loads this entry only then, and
  // one whose elements' work can wait (a banner's first step) then or once the wait is over
  // (start-after-paint.ts); the gesture, if it came, is already recorded when it runs. The islands' hydration, React and their modules load at the visitor's
  // first gesture, on a page that has one (hydrate-islands.ts); until then the page fetches no
  // module for them. An island that fails to load leaves its form the plain POST it is without
  // JavaScript.
  const firstGesture = whenFirstGesture();
  if (document.querySelector("[data-island]")) {
    void firstGesture
      .then(() => import("#app/islands/hydrate-islands.ts"))
      .then((module) => module.hydrateIslands())
      .catch(() => {});
  }
  // The web app manifest: Chromium fetches it, and its icon, as soon as the link is there, and
  // only a visitor who uses the page may install it.
  void firstGesture.then(() => {
    document.head.append(Object.assign(document.createElement("link"), { rel: "manifest", href: "/site.webmanifest" }));
  });
  // Marked ready even when an element's module failed to load: the page works without it.
  void definePublicPageElements(firstGesture)
    .catch(() => {})
    .then(() => {
      // Tests and monitoring wait for this mark before they use the page: the elements with work
      // before any gesture are defined, and the others and the islands wait for the first gesture
      // (the islands each mark themselves then).
      document.documentElement.dataset.hydrated = "true";
    });
}

scheduleVitalsReporting();
