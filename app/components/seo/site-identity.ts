import type { Company } from "#app/model/site-settings.ts";

/** What every page's title and social cards say about the site: its name and tagline. */
export type SiteIdentity = Pick<Company, "name" | "tagline">;

/**
 * The site's identity as the root loader gave it to every page (staff set it in the settings).
 * Meta functions read it from the matches they are given; without it a title carries no suffix.
 */
export function siteIdentityIn(matches: readonly unknown[]): SiteIdentity {
  const root = matches[0] as { data?: { company?: SiteIdentity } } | undefined;
  return root?.data?.company ?? { name: "", tagline: "" };
}
