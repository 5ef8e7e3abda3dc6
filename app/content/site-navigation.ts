import { catalogueLinks, type Catalogue } from "#app/model/page-catalogue.ts";
import type { ContentPageFamily } from "#app/model/content-page.ts";
import type { FooterColumn, NavItem, NavLink, SiteSettings } from "#app/model/site-settings.ts";
import { siteSectionOf } from "#app/model/site-section.ts";
import { aboutLinks } from "./page-catalogue.ts";

// The top navigation and the footer's columns as staff set them, with each family's entry
// listing that family's published pages (the about menu also has the celebrations gallery).

function familyLinks(catalogue: Catalogue, family: ContentPageFamily): NavLink[] {
  return family === "aboutus" ? aboutLinks(catalogue) : catalogueLinks(catalogue[family]);
}


export function navigationFor(catalogue: Catalogue, navigation: SiteSettings["navigation"]): NavItem[] {
  return navigation.flatMap((entry): NavItem[] => {
    if (entry.kind === "link") return [{ kind: "link", label: entry.label, section: siteSectionOf(entry.to) ?? "home", to: entry.to }];
    const links = familyLinks(catalogue, entry.family);
    // A dropdown with nothing in it would open onto nothing: it waits until the family has a page.
    return links.length > 0 ? [{ kind: "menu", id: entry.family, label: entry.label, section: entry.family, links }] : [];
  });
}

export function footerColumnsFor(catalogue: Catalogue, footer: SiteSettings["footer"]): FooterColumn[] {
  return footer.flatMap((entry): FooterColumn[] => {
    if (entry.kind === "links") return [{ heading: entry.heading, links: entry.links }];
    const links = familyLinks(catalogue, entry.family);
    return links.length > 0 ? [{ heading: entry.heading, links }] : [];
  });
}
