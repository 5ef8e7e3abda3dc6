import type { Crumb } from "#app/components/seo/page-meta.ts";
import type { ContentPage } from "./content-page.ts";

/** The trail after Home: solution pages sit under Solutions, every other page directly under Home. */
export function contentBreadcrumb(page: Pick<ContentPage, "family" | "slug" | "title">): Crumb[] {
  const own = { name: page.title, path: `/${page.family}/${page.slug}` };
  return page.family === "solutions" ? [{ name: "Solutions", path: "/solutions" }, own] : [own];
}
