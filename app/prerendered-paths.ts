import { aboutPages, familyPath, industries, services, solutions } from "./content/page-catalogue.ts";

// Pages whose HTML is the same for every visitor: rendered once at build time
// and served from memory. The sitemap lists them too.
export function prerenderedPaths(): string[] {
  return [
    "/",
    ...services.map((page) => familyPath("services", page.slug)),
    ...industries.map((page) => familyPath("industries", page.slug)),
    "/solutions",
    ...solutions.map((page) => familyPath("solutions", page.slug)),
    ...aboutPages.map((page) => page.path),
  ];
}
