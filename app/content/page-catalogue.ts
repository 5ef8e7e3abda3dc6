import type { Catalogue } from "#app/model/page-catalogue.ts";

// The about menu: the family's pages, then the celebrations gallery, which is a page of its own.
export const celebrationsLink = { path: "/aboutus/our-celebrations", title: "Our Celebrations" } as const;

/** Every link of the about menu and the footer's About Us column. */
export function aboutLinks(catalogue: Catalogue): { label: string; to: string }[] {
  return [...catalogue.aboutus.map((page) => ({ label: page.navLabel ?? page.title, to: page.path })), { label: celebrationsLink.title, to: celebrationsLink.path }];
}
