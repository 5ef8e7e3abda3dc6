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
  // An island that fails to load (the connection dropped) leaves its form the plain POST it is without JavaScript.
  if (document.querySelector("[data-island]")) void import("#app/islands/hydrate-islands.ts").then((module) => module.hydrateIslands()).catch(() => {});
  const ready = () => {
    document.head.append(Object.assign(document.createElement("link"), { rel: "manifest", href: "/site.webmanifest" }));
    // Tests and monitoring wait for this mark before they use the page; islands, hydrated at the
    // visitor's first gesture, carry their own.
    document.documentElement.dataset.hydrated = "true";
  };
  void defineCustomElements().then(ready, ready);
}

scheduleVitalsReporting();
