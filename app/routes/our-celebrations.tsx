import type { Route } from "./+types/our-celebrations";
import { PhotoGallery } from "#app/components/gallery/photo-gallery.tsx";
import { PageBanner } from "#app/components/layout/page-banner.tsx";
import { siteIdentityIn } from "#app/components/seo/site-identity.ts";
import { pageMeta } from "#app/components/seo/page-meta.ts";
import { getPublishedSiteOrSeeded } from "#app/features/pages/get-published-site.server.ts";

const path = "/aboutus/our-celebrations";
const breadcrumb = [{ name: "Our Celebrations", path }];

// The gallery as staff published it; were it never readable since the start, the one a site starts with.
export async function loader({ context }: Route.LoaderArgs) {
  const site = await getPublishedSiteOrSeeded(context?.db);
  return { celebrations: site.celebrations };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta({ site: siteIdentityIn(matches), title: "Our Celebrations", description: loaderData.celebrations.description, path, breadcrumb }) : [];

export default function OurCelebrations({ loaderData }: Route.ComponentProps) {
  const { celebrations } = loaderData;
  return (
    <>
      <PageBanner title="Our Celebrations" lead={celebrations.lead} breadcrumb={breadcrumb} />
      <PhotoGallery albums={celebrations.albums} />
    </>
  );
}
