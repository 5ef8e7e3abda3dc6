import { data } from "react-router";
import type { Route } from "./+types/life-at-company";
import { PageBanner } from "#app/components/layout/page-banner.tsx";
import { SectionList } from "#app/components/sections/section-list.tsx";
import { pageMeta } from "#app/components/seo/page-meta.ts";
import { site } from "#app/config/site.ts";
import { getContentPage } from "#app/content/get-content-page.server.ts";

export function loader() {
  const page = getContentPage("aboutus", site.lifeRoute.split("/").pop()!);
  if (!page) throw data(null, { status: 404, statusText: "Not Found" });
  return { page };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: loaderData.page.title,
        description: loaderData.page.description,
        path: site.lifeRoute,
        breadcrumb: [{ name: loaderData.page.title, path: site.lifeRoute }],
      })
    : [];

export default function LifeAtCompany({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <PageBanner title={page.title} lead={page.lead} breadcrumb={[{ name: page.title, path: site.lifeRoute }]} />
      <SectionList sections={page.sections} />
    </>
  );
}
