import type { SearchDocumentKind } from "#app/db/schema.ts";
import type { ContentPageFamily } from "#app/model/content-page.ts";

/** How a result names its kind to visitors. */
export const searchKindLabels: Record<SearchDocumentKind, string> = { page: "Page", post: "Blog post", job: "Job" };

/** The part of the site a page result belongs to, shown beside its kind. */
export const pageFamilyLabels: Record<ContentPageFamily, string> = {
  services: "Services",
  industries: "Industries",
  solutions: "Solutions",
  aboutus: "About us",
};
