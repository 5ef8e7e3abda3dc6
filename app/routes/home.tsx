import type { Route } from "./+types/home";
import { AboutSection } from "#app/components/home/about-section.tsx";
import { HeroCarousel } from "#app/components/home/hero-carousel.tsx";
import { RoadmapSection } from "#app/components/home/roadmap-section.tsx";
import { SisterCompanySection } from "#app/components/home/sister-company-section.tsx";
import { TeamSection } from "#app/components/home/team-section.tsx";
import { TestimonialsSection } from "#app/components/home/testimonials-section.tsx";
import { organizationJsonLd, pageMeta } from "#app/components/seo/page-meta.ts";
import { site } from "#app/config/site.ts";
import { homePage } from "#app/content/home.ts";

export const meta: Route.MetaFunction = () => [
  ...pageMeta({ title: site.name, description: site.description, path: "/" }),
  organizationJsonLd(),
];

export default function Home() {
  return (
    <>
      <HeroCarousel slides={homePage.heroSlides} />
      <AboutSection about={homePage.about} stats={homePage.stats} />
      <TestimonialsSection testimonials={homePage.testimonials} />
      <TeamSection team={homePage.team} />
      <RoadmapSection roadmap={homePage.roadmap} />
      <SisterCompanySection sisterCompany={homePage.sisterCompany} />
    </>
  );
}
