import type { ContentPage, ContentPageFamily } from "./content-page.ts";
import { standalonePathOf } from "./standalone-pages.ts";

/** A published page as the navigation, the footer, the listings and the sitemap name it. */
export type CatalogueEntry = { family: ContentPageFamily; slug: string; title: string; navLabel?: string; path: string };

/** The published pages of each family, in the order staff gave them. */
export type Catalogue = Record<ContentPageFamily, CatalogueEntry[]>;

export function pagePath(page: Pick<ContentPage, "family" | "slug">): string {
  return standalonePathOf(page) ?? `/${page.family}/${page.slug}`;
}

/** The catalogue of pages given in family order. */
export function catalogueOf(pages: readonly ContentPage[]): Catalogue {
  const catalogue: Catalogue = { services: [], industries: [], solutions: [], aboutus: [] };
  for (const page of pages) {
    // A page with an address of its own stays out of its family's menus and listings.
    if (standalonePathOf(page) !== null) continue;
    catalogue[page.family].push({ family: page.family, slug: page.slug, title: page.title, ...(page.navLabel ? { navLabel: page.navLabel } : {}), path: pagePath(page) });
  }
  return catalogue;
}

/** A family's pages as links, labelled with their short navigation names. */
export function catalogueLinks(entries: readonly CatalogueEntry[]): { label: string; to: string }[] {
  return entries.map((entry) => ({ label: entry.navLabel ?? entry.title, to: entry.path }));
}
