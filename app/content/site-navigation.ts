import type { FooterColumn, NavItem } from "#app/model/site-settings.ts";
import { aboutPages, familyLinks, industries, services } from "./page-catalogue.ts";

// The top navigation (three dropdowns and four plain links, in the spec's order and labels) and
// the footer's columns of links.
const aboutLinks = aboutPages.map((page) => ({ label: page.title, to: page.path }));

export const navigation: NavItem[] = [
  { kind: "menu", id: "services", label: "SERVICES", section: "services", links: familyLinks("services", services) },
  { kind: "menu", id: "industries", label: "INDUSTRIES", section: "industries", links: familyLinks("industries", industries) },
  { kind: "menu", id: "about", label: "ABOUT Us", section: "aboutus", links: aboutLinks },
  { kind: "link", label: "SOLUTIONS", section: "solutions", to: "/solutions" },
  { kind: "link", label: "BLOG", section: "blog", to: "/blog" },
  { kind: "link", label: "CAREERS", section: "careers", to: "/careers" },
  { kind: "link", label: "CONTACT Us", section: "contactus", to: "/contactus" },
];

export const footerColumns: FooterColumn[] = [
  { heading: "Services", links: familyLinks("services", services) },
  { heading: "Industries", links: familyLinks("industries", industries) },
  { heading: "About Us", links: aboutLinks },
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
