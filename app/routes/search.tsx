import { data } from "react-router";
import type { Route } from "./+types/search";
import { PageBanner } from "#app/components/layout/page-banner.tsx";
import { SiteSearchForm } from "#app/components/layout/site-search-form.tsx";
import { pageMeta } from "#app/components/seo/page-meta.ts";
import { siteIdentityIn } from "#app/components/seo/site-identity.ts";
import { getSearchPage } from "#app/features/search/get-search-page.server.ts";
import { searchCopy } from "#app/features/search/search-copy.ts";
import { SearchResults } from "#app/features/search/search-results.tsx";

const path = "/search";
const breadcrumb = [{ name: searchCopy.title, path }];

// Results are rendered per request (never kept by the rendered-page cache) and kept out of search engines' indexes.
const NOINDEX = "noindex";

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = await getSearchPage(context.db, new URL(request.url));
  return data(search, { status: search.status, headers: { "X-Robots-Tag": NOINDEX } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const query = loaderData && "query" in loaderData ? loaderData.query : null;
  const page = loaderData?.state === "results" && loaderData.page > 1 ? ` – Page ${loaderData.page}` : "";
  const title = query ? `${searchCopy.title}: ${query}${page}` : searchCopy.title;
  return [...pageMeta({ site: siteIdentityIn(matches), title, description: searchCopy.description, path, breadcrumb }), { name: "robots", content: NOINDEX }];
};

export default function Search({ loaderData }: Route.ComponentProps) {
  const query = "query" in loaderData ? loaderData.query : "";
  return (
    <>
      <PageBanner title={searchCopy.title} breadcrumb={breadcrumb} />
      <div className="container-page py-12 sm:py-16">
        <SiteSearchForm id="search-page-query" variant="page" defaultValue={query} />
        <SearchResults search={loaderData} />
      </div>
    </>
  );
}
