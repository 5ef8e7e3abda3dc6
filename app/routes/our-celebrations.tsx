import type { Route } from "./+types/our-celebrations";
import { PhotoGallery } from "#app/components/gallery/photo-gallery.tsx";
import { PageBanner } from "#app/components/layout/page-banner.tsx";
import { pageMeta } from "#app/components/seo/page-meta.ts";
import { albums, celebrationsIntro } from "#app/content/celebrations.ts";

const path = "/aboutus/our-celebrations";
const breadcrumb = [{ name: "Our Celebrations", path }];

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Our Celebrations", description: celebrationsIntro.description, path, breadcrumb });

export default function OurCelebrations() {
  return (
    <>
      <PageBanner title="Our Celebrations" lead={celebrationsIntro.lead} breadcrumb={breadcrumb} />
      <PhotoGallery albums={albums} />
    </>
  );
}
