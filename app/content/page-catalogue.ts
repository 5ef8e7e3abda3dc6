import { site } from "#app/config/site.ts";

// The list of content pages by family: the navigation, the footer, the sitemap
// and the prerender list read it. The pages' sections live in their own files.
export type PageFamily = "services" | "industries" | "solutions";

export type CatalogueEntry = { slug: string; title: string; navLabel?: string };

export const services: readonly CatalogueEntry[] = [
  { slug: "platform-development", title: "Platform Development & Digital Transformation", navLabel: "Platform Development" },
  { slug: "bi-and-analytics", title: "BI & Analytics" },
  { slug: "cloud-management", title: "Cloud Management" },
  { slug: "rpa-solutions", title: "RPA Solutions" },
  { slug: "platform-acceleration", title: "Platform Accelerators" },
  { slug: "testing-and-qa", title: "Testing & QA Services", navLabel: "Testing & QA" },
];

export const industries: readonly CatalogueEntry[] = [
  { slug: "banking-and-finance", title: "Banking & Finance" },
  { slug: "healthcare-and-pharma", title: "Healthcare & Pharma" },
  { slug: "travel-and-tourism", title: "Travel & Tourism" },
  { slug: "print-and-publish", title: "Print & Publishing" },
  { slug: "mutual-fund-distributor", title: "Mutual Funds Distributor" },
  { slug: "labour-and-office", title: "Labor, Office & Factory Law Compliance" },
];

export const solutions: readonly CatalogueEntry[] = [
  { slug: site.platformRoute.split("/").pop()!, title: `${site.platformBrand} Platform` },
  { slug: "customer-onboarding", title: "Customer Onboarding" },
  { slug: "financial-planning", title: "Financial Planning Tool" },
  { slug: "customer-relationship-management", title: "Customer Relationship Management (CRM)" },
  { slug: "videokyc", title: "Video KYC" },
  { slug: "multifactor-authentication", title: "Advanced Multi Factor Authentication" },
  { slug: "email-analytics", title: "Email Analytics" },
  { slug: "financial-analyst", title: "Financial Analyst" },
];

export const aboutPages: readonly { path: string; title: string }[] = [
  { path: site.lifeRoute, title: site.lifeTitle },
  { path: "/aboutus/our-celebrations", title: "Our Celebrations" },
];

export function familyPath(family: PageFamily, slug: string): string {
  return `/${family}/${slug}`;
}

/** A family's pages as links, labelled with their short navigation names. */
export function familyLinks(family: PageFamily, pages: readonly CatalogueEntry[]): { label: string; to: string }[] {
  return pages.map((page) => ({ label: page.navLabel ?? page.title, to: familyPath(family, page.slug) }));
}
