import { defineCustomElements } from "./define-custom-elements.ts";
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
  // A public page: server-rendered HTML with the behaviour of its custom elements, and React only
  // inside its islands; React and the islands' modules load at the visitor's first gesture, on a
  // page that has one (hydrate-islands.ts).
  const islands = document.querySelector("[data-island]") ? import("#app/islands/hydrate-islands.ts").then((module) => module.hydrateIslands()) : Promise.resolve();
  void Promise.allSettled([defineCustomElements(), islands]).then(() => {
    document.head.append(Object.assign(document.createElement("link"), { rel: "manifest", href: "/site.webmanifest" }));
    // Tests and monitoring wait for this mark before they use the page: the elements are defined
    // and the islands listen for the first gesture that hydrates them (each marks itself then).
    document.documentElement.dataset.hydrated = "true";
  });
}

scheduleVitalsReporting();
