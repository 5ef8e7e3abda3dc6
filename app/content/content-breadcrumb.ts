import type { Crumb } from "#app/model/breadcrumb.ts";
import type { ContentPage } from "#app/model/content-page.ts";
import { pagePath } from "#app/model/page-catalogue.ts";

/** The trail after Home: solution pages sit under Solutions, every other page directly under Home. */
export function contentBreadcrumb(page: Pick<ContentPage, "family" | "slug" | "title">): Crumb[] {
  const own = { name: page.title, path: pagePath(page) };
  return page.family === "solutions" ? [{ name: "Solutions", path: "/solutions" }, own] : [own];
}
