import type { ComponentType } from "react";

/**
 * When an island is hydrated. At the first gesture (a pointer or a wheel moving, a touch, a key, a
 * focus, a scroll: first-gesture.ts) a page that is only read never loads React at all, and every
 * visitor who reaches for a form makes one of them first; until then the form is the plain POST it
 * is without JavaScript. At load where something else on the page waits for the island.
 */
export type IslandHydration = "at-load" | "at-first-gesture";

/**
 * Every island a public page may hold, by the name its wrapper carries, with the import that
 * loads its component in the browser and when it is hydrated; each loads only on the pages that
 * hold it. An island's module is named `<name>-island.tsx`: the build names its chunk after it,
 * which is how scripts/bench/js-per-route.ts counts what a page with that island loads.
 */
export const islands = {
  // The job board turns its links into dialog buttons once this form can answer them (job-board-element.ts).
  "application-form": {
    load: () => import("#app/features/careers/application-form-island.tsx").then((module) => module.ApplicationFormIsland),
    hydration: "at-load",
  },
  "enquiry-form": {
    load: () => import("#app/features/contact/enquiry-form-island.tsx").then((module) => module.EnquiryFormIsland),
    hydration: "at-first-gesture",
  },
  "post-comments": {
    load: () => import("#app/features/blog/post-comments-island.tsx").then((module) => module.PostCommentsIsland),
    hydration: "at-first-gesture",
  },
} satisfies Record<string, { load: () => Promise<ComponentType<never>>; hydration: IslandHydration }>;

export type IslandName = keyof typeof islands;
