/**
 * Writes every slider slide of the solutions pages to public/slides/<slug>/<nn>.svg.
 * Titles and alt text come from the page files; the drawing of each slide is in
 * slides/<slug>.ts, keyed by the slide id.
 *
 *   npx tsx scripts/content-art/solutions/make-slides.ts [slug…]
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { ContentPage } from "#app/model/content-page.ts";
import type { Slide } from "#app/model/sections/slider-section.ts";
import { page as onboarding } from "#app/content/pages/solutions/customer-onboarding.ts";
import { page as crm } from "#app/content/pages/solutions/customer-relationship-management.ts";
import { page as planning } from "#app/content/pages/solutions/financial-planning.ts";
import { page as mfa } from "#app/content/pages/solutions/multifactor-authentication.ts";
import { page as videokyc } from "#app/content/pages/solutions/videokyc.ts";
import { renderSlide, type SlideSpec } from "./lib/screen.ts";
import { slides as onboardingSlides } from "./slides/customer-onboarding.ts";
import { slides as crmSlides } from "./slides/customer-relationship-management.ts";
import { slides as planningSlides } from "./slides/financial-planning.ts";
import { slides as mfaSlides } from "./slides/multifactor-authentication.ts";
import { slides as videokycSlides } from "./slides/videokyc.ts";

const root = join(import.meta.dirname, "../../..");
const MAX_BYTES = 15 * 1024;

const sets: [ContentPage, Record<string, SlideSpec>][] = [
  [onboarding, onboardingSlides],
  [planning, planningSlides],
  [crm, crmSlides],
  [videokyc, videokycSlides],
  [mfa, mfaSlides],
];

const only = process.argv.slice(2);
let count = 0;
for (const [page, specs] of sets) {
  if (only.length && !only.includes(page.slug)) continue;
  const used = new Set<string>();
  for (const section of page.sections) {
    if (section.kind !== "slider") continue;
    section.slides.forEach((slide: Slide, i: number) => {
      const spec = specs[slide.id];
      if (!spec) throw new Error(`${page.slug}: no drawing for slide "${slide.id}"`);
      used.add(slide.id);
      const position = `${i + 1} of ${section.slides.length}`;
      const kicker = spec.role ? `${spec.role} · ${position}` : `Step ${position}`;
      const svg = renderSlide(spec, { title: slide.title, kicker, index: i, alt: slide.image.alt });
      const bytes = Buffer.byteLength(svg);
      if (bytes > MAX_BYTES) throw new Error(`${slide.image.src} is ${bytes} bytes (max ${MAX_BYTES})`);
      if (slide.image.width !== 960 || slide.image.height !== 600) throw new Error(`${slide.image.src}: expected 960x600`);
      const file = join(root, "public", slide.image.src);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, svg);
      count += 1;
    });
  }
  const unused = Object.keys(specs).filter((k) => !used.has(k));
  if (unused.length) throw new Error(`${page.slug}: drawings without a slide: ${unused.join(", ")}`);
}
console.log(`Wrote ${count} slides.`);
