import type { ComponentType } from "react";

/**
 * Every island a public page may hold, by the name its wrapper carries, with the import that
 * loads its component in the browser; each loads only on the pages that hold it, when the visitor
 * first reaches for the page (hydrate-islands.ts). An island's module is named
 * `<name>-island.tsx`: the build names its chunk after it, which is how
 * scripts/bench/js-per-route.ts counts what a page with that island loads.
 */
export const islandLoaders = {
  "application-form": () => import("#app/features/careers/application-form-island.tsx").then((module) => module.ApplicationFormIsland),
  "enquiry-form": () => import("#app/features/contact/enquiry-form-island.tsx").then((module) => module.EnquiryFormIsland),
  "post-comments": () => import("#app/features/blog/post-comments-island.tsx").then((module) => module.PostCommentsIsland),
} satisfies Record<string, () => Promise<ComponentType<never>>>;

export type IslandName = keyof typeof islandLoaders;
