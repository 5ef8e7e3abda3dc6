import type { ContentPageFamily } from "#app/model/content-page.ts";

/** How the settings editor names each family of pages a menu or a footer column can list. */
export const PAGE_FAMILY_CHOICES: readonly { value: ContentPageFamily; label: string }[] = [
  { value: "services", label: "Services pages" },
  { value: "industries", label: "Industries pages" },
  { value: "solutions", label: "Solutions pages" },
  { value: "aboutus", label: "About pages" },
];
