import type { Route } from "./+types/home";
import { HomePageSections } from "#app/components/home/home-page-sections.tsx";
import { organizationJsonLd, pageMeta } from "#app/components/seo/page-meta.ts";
import { siteIdentityIn } from "#app/components/seo/site-identity.ts";
import { getPublishedSiteOrSeeded } from "#app/features/pages/get-published-site.server.ts";

// The home page and the company as staff published them (the company for the page's description
// and its Organization data). Were they never readable since the start, what a site starts with.
export async function loader({ context }: Route.LoaderArgs) {
  const site = await getPublishedSiteOrSeeded(context?.db);
  return { company: site.settings.company, home: site.home };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { company } = loaderData;
  return [...pageMeta({ site: siteIdentityIn(matches), title: company.name, description: company.description, path: "/" }), organizationJsonLd(company)];
};

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePageSections home={loaderData.home} />;
}
