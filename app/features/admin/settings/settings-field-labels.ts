import type { Company } from "#app/model/site-settings.ts";

/** The label of each company field, in the editor and in the list of what a revision changed. */
export const SETTINGS_FIELD_LABELS: Record<keyof Company, string> = {
  name: "Company name",
  shortName: "Short name",
  legalName: "Legal name",
  domain: "Domain",
  tagline: "Tagline",
  description: "Description",
  email: "Contact email",
  careersEmail: "Careers email",
  copyrightYear: "Copyright year",
  platformBrand: "Platform brand",
  platformRoute: "Platform page",
  lifeRoute: "Life page",
  lifeTitle: "Title of the life page",
  sisterCompany: "Sister company",
  social: "Social links",
  offices: "Offices",
  map: "Map",
};
