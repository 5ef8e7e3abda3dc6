import { aboutPages, familyLinks, industries, services } from "#app/content/page-catalogue.ts";

// The top navigation: three dropdowns and four plain links, in the spec's order and labels.
export type NavLink = { label: string; to: string };
export type NavItem =
  | { kind: "menu"; id: string; label: string; section: string; links: NavLink[] }
  | { kind: "link"; label: string; section: string; to: string };

export const navigation: NavItem[] = [
  {
    kind: "menu",
    id: "services",
    label: "SERVICES",
    section: "services",
    links: familyLinks("services", services),
  },
  {
    kind: "menu",
    id: "industries",
    label: "INDUSTRIES",
    section: "industries",
    links: familyLinks("industries", industries),
  },
  {
    kind: "menu",
    id: "about",
    label: "ABOUT Us",
    section: "aboutus",
    links: aboutPages.map((page) => ({ label: page.title, to: page.path })),
  },
  { kind: "link", label: "SOLUTIONS", section: "solutions", to: "/solutions" },
  { kind: "link", label: "BLOG", section: "blog", to: "/blog" },
  { kind: "link", label: "CAREERS", section: "careers", to: "/careers" },
  { kind: "link", label: "CONTACT Us", section: "contactus", to: "/contactus" },
];

/** The section a path belongs to, by the words the spec names; null on the home page. */
export function currentSection(pathname: string): string | null {
  const sections = ["services", "industries", "aboutus", "solutions", "blog", "careers", "contactus"];
  return sections.find((section) => pathname.includes(section)) ?? null;
}
