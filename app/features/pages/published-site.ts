import { seedPages } from "#app/content/seed-pages.ts";
import { celebrationsPage } from "#app/content/celebrations.ts";
import { homePage } from "#app/content/home.ts";
import { seedSettings } from "#app/content/seed-settings.ts";
import { footerColumnsFor, navigationFor } from "#app/content/site-navigation.ts";
import type { CelebrationsPage } from "#app/model/celebrations-page.ts";
import type { HomePage } from "#app/model/home-page.ts";
import type { FooterColumn, NavItem, SiteSettings } from "#app/model/site-settings.ts";
import { pageFamilies, type ContentPage, type ContentPageFamily } from "#app/model/content-page.ts";
import { catalogueOf, type Catalogue } from "#app/model/page-catalogue.ts";

/**
 * Every public page of the site, the catalogue the menus, the footer and the listings show, the
 * home page, the celebrations gallery, the site's settings, and the navigation and footer columns
 * they make with the catalogue.
 */
export type PublishedSite = {
  pages: readonly ContentPage[];
  catalogue: Catalogue;
  home: HomePage;
  celebrations: CelebrationsPage;
  settings: SiteSettings;
  navigation: NavItem[];
  footer: FooterColumn[];
  find(family: ContentPageFamily, slug: string): ContentPage | null;
};

/** The site of the given pages, sorted by family and kept in the order given within one. */
export function publishedSiteOf(pages: readonly ContentPage[], documents: { settings: SiteSettings; home: HomePage; celebrations: CelebrationsPage }): PublishedSite {
  const { settings, home, celebrations } = documents;
  const sorted = [...pages].sort((a, b) => pageFamilies.indexOf(a.family) - pageFamilies.indexOf(b.family));
  const byPath = new Map(sorted.map((page) => [`${page.family}/${page.slug}`, page]));
  const catalogue = catalogueOf(sorted);
  return {
    pages: sorted,
    catalogue,
    home,
    celebrations,
    settings,
    navigation: navigationFor(catalogue, settings.navigation),
    footer: footerColumnsFor(catalogue, settings.footer),
    find: (family, slug) => byPath.get(`${family}/${slug}`) ?? null,
  };
}

/** The site as seeded: what the build prerenders, and what a new database starts with. */
export const seededSite: PublishedSite = publishedSiteOf(seedPages, { settings: seedSettings, home: homePage, celebrations: celebrationsPage });
