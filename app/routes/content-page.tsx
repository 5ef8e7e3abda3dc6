import { data, redirect } from "react-router";
import type { Route } from "./+types/content-page";
import { PageBanner } from "#app/components/layout/page-banner.tsx";
import { SectionList } from "#app/components/sections/section-list.tsx";
import { siteIdentityIn } from "#app/components/seo/site-identity.ts";
import { pageMeta } from "#app/components/seo/page-meta.ts";
import { resolveSeo, seoMetaInput } from "#app/components/seo/seo-defaults.ts";
import { contentBreadcrumb } from "#app/content/content-breadcrumb.ts";
import { findPageRedirect } from "#app/features/pages/find-page-redirect.server.ts";
import { getPublishedSite } from "#app/features/pages/get-published-site.server.ts";
import type { ContentPage } from "#app/model/content-page.ts";
import { pagePath } from "#app/model/page-catalogue.ts";
import { standalonePageAt, standalonePathOf } from "#app/model/standalone-pages.ts";

// One module serves /services/:slug, /industries/:slug, /solutions/:slug and /aboutus/:slug (the
// family is the first path segment) and the pages with an address of their own (/privacy).
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname.replace(/\.data$/, "");
  const standalone = standalonePageAt(pathname);
  const family = (standalone?.family ?? pathname.split("/")[1]) as ContentPage["family"];
  const slug = standalone?.slug ?? params.slug ?? "";
  const site = await getPublishedSite(context?.db);
  const page = site.find(family, slug);
  // Under its family's address, a page with one of its own leads there.
  if (page && !standalone && standalonePathOf(page)) throw redirect(pagePath(page), 301);
  if (!page) {
    // A page whose address changed: its old address leads to the new one for good.
    const moved = context?.db ? await findPageRedirect(context.db, family, params.slug ?? "") : null;
    if (moved) throw redirect(moved, 301);
    throw data(null, { status: 404, statusText: "Not Found" });
  }
  return { page };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { page } = loaderData;
  const site = siteIdentityIn(matches);
  const path = pagePath(page);
  const seo = resolveSeo(page.seo, { path, description: page.description, card: { section: page.family, id: page.slug, title: page.title, siteName: site.name } });
  return pageMeta({ site, title: page.title, path, breadcrumb: contentBreadcrumb(page), ...seoMetaInput(seo) });
};

export default function ContentPageRoute({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <PageBanner title={page.title} lead={page.lead} breadcrumb={contentBreadcrumb(page)} />
      <SectionList sections={page.sections} />
    </>
  );
}
