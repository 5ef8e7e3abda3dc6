import { seedPages } from "#app/content/seed-pages.ts";
import { pageFamilies, type ContentPage, type ContentPageFamily } from "#app/model/content-page.ts";
import { catalogueOf, type Catalogue } from "#app/model/page-catalogue.ts";

/** Every public page of the site, and the catalogue the menus, the footer and the listings show. */
export type PublishedSite = {
  pages: readonly ContentPage[];
  catalogue: Catalogue;
  find(family: ContentPageFamily, slug: string): ContentPage | null;
};

/** The site of the given pages, sorted by family and kept in the order given within one. */
export function publishedSiteOf(pages: readonly ContentPage[]): PublishedSite {
  const sorted = [...pages].sort((a, b) => pageFamilies.indexOf(a.family) - pageFamilies.indexOf(b.family));
  const byPath = new Map(sorted.map((page) => [`${page.family}/${page.slug}`, page]));
  return {
    pages: sorted,
    catalogue: catalogueOf(sorted),
    find: (family, slug) => byPath.get(`${family}/${slug}`) ?? null,
  };
}

/** The site as seeded: what the build prerenders, and what a new database starts with. */
export const seededSite: PublishedSite = publishedSiteOf(seedPages);
