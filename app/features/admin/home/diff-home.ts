import { canonicalJson } from "#app/lib/canonical-json.ts";
import type { HomePage } from "#app/model/home-page.ts";

/** The editor's name of each part of the home page, in its order. */
const PARTS: Record<keyof HomePage, string> = {
  heroSlides: "Banner slides",
  about: "About",
  stats: "Figures",
  testimonials: "Testimonials",
  team: "Team",
  roadmap: "Roadmap",
  sisterCompany: "Sister company",
};

/** The parts of the home page that differ between two versions, named as the editor names them. */
export function diffHome(before: HomePage, after: HomePage): string[] {
  return (Object.entries(PARTS) as [keyof HomePage, string][]).filter(([key]) => canonicalJson(before[key] ?? null) !== canonicalJson(after[key] ?? null)).map(([, label]) => label);
}
