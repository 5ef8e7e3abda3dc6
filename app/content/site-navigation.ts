import { catalogueLinks, type Catalogue } from "#app/model/page-catalogue.ts";
import type { FooterColumn, NavItem } from "#app/model/site-settings.ts";
import { aboutLinks } from "./page-catalogue.ts";

// The top navigation (three dropdowns and four plain links, in the spec's order and labels) and
// the footer's columns of links; the menus list the published pages of their family.

export function navigationFor(catalogue: Catalogue): NavItem[] {
  return [
    { kind: "menu", id: "services", label: "SERVICES", section: "services", links: catalogueLinks(catalogue.services) },
    { kind: "menu", id: "industries", label: "INDUSTRIES", section: "industries", links: catalogueLinks(catalogue.industries) },
    { kind: "menu", id: "about", label: "ABOUT Us", section: "aboutus", links: aboutLinks(catalogue) },
    { kind: "link", label: "SOLUTIONS", section: "solutions", to: "/solutions" },
    { kind: "link", label: "BLOG", section: "blog", to: "/blog" },
    { kind: "link", label: "CAREERS", section: "careers", to: "/careers" },
    { kind: "link", label: "CONTACT Us", section: "contactus", to: "/contactus" },
  ];
}

export function footerColumnsFor(catalogue: Catalogue): FooterColumn[] {
  return [
    { heading: "Services", links: catalogueLinks(catalogue.services) },
    { heading: "Industries", links: catalogueLinks(catalogue.industries) },
    { heading: "About Us", links: aboutLinks(catalogue) },
    {
      heading: "Company",
      links: [
        { label: "Solutions", to: "/solutions" },
        { label: "Blog", to: "/blog" },
        { label: "Careers", to: "/careers" },
        { label: "Contact Us", to: "/contactus" },
      ],
    },
  ];
}
