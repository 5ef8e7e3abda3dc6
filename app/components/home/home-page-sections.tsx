import type { HomePage } from "#app/model/home-page.ts";
import { AboutSection } from "./about-section.tsx";
import { HeroCarousel } from "./hero-carousel.tsx";
import { RoadmapSection } from "./roadmap-section.tsx";
import { SisterCompanySection } from "./sister-company-section.tsx";
import { TeamSection } from "./team-section.tsx";
import { TestimonialsSection } from "./testimonials-section.tsx";

/** The home page under the header: what visitors see and what the editor's preview shows. */
export function HomePageSections({ home }: { home: HomePage }) {
  return (
    <>
      <HeroCarousel slides={home.heroSlides} />
      <AboutSection about={home.about} stats={home.stats} />
      <TestimonialsSection testimonials={home.testimonials} />
      <TeamSection team={home.team} />
      <RoadmapSection roadmap={home.roadmap} />
      <SisterCompanySection sisterCompany={home.sisterCompany} />
    </>
  );
}
