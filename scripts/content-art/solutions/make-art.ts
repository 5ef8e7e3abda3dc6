/**
 * Writes every diagram and illustration the solutions pages and the listing use,
 * to public/diagrams/<slug>/<name>.svg. The pictures' paths and alt text come from
 * the page files; each path must have a drawing in art/*.ts and vice versa.
 *
 *   npx tsx scripts/content-art/solutions/make-art.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { ContentPage } from "#app/model/content-page.ts";
import type { Picture } from "#app/model/picture.ts";
import { page as onboarding } from "#app/content/pages/solutions/customer-onboarding.ts";
import { page as crm } from "#app/content/pages/solutions/customer-relationship-management.ts";
import { page as emailAnalytics } from "#app/content/pages/solutions/email-analytics.ts";
import { page as analyst } from "#app/content/pages/solutions/financial-analyst.ts";
import { page as planning } from "#app/content/pages/solutions/financial-planning.ts";
import { page as mfa } from "#app/content/pages/solutions/multifactor-authentication.ts";
import { page as thor } from "#app/content/pages/solutions/thor-platform.ts";
import { page as videokyc } from "#app/content/pages/solutions/videokyc.ts";
import { diagrams } from "./art/diagrams.ts";
import { illustrations } from "./art/illustrations.ts";

const root = join(import.meta.dirname, "../../..");
const MAX_BYTES = 40 * 1024;
const pages: ContentPage[] = [thor, onboarding, planning, crm, videokyc, mfa, emailAnalytics, analyst];

function picturesOf(page: ContentPage): Picture[] {
  const out: Picture[] = [];
  for (const s of page.sections) {
    if (s.kind === "diagram") out.push(s.picture);
    if (s.kind === "text" && s.image) out.push(s.image);
    if (s.kind === "use-cases") out.push(...s.useCases.map((u) => u.image));
  }
  return out;
}

const pictures = [...pages.flatMap(picturesOf), ...pages.flatMap((page) => (page.listing ? [page.listing.image] : []))];
const drawings: Record<string, (alt: string) => string> = { ...diagrams, ...illustrations };
const only = process.argv.slice(2);

for (const pic of pictures) {
  if (only.length && !only.some((o) => pic.src.includes(o))) continue;
  const draw = drawings[pic.src];
  if (!draw) throw new Error(`No drawing for ${pic.src}`);
  const svg = draw(pic.alt);
  const m = svg.match(/^<svg [^>]*width="(\d+)" height="(\d+)" viewBox="0 0 (\d+) (\d+)"/);
  if (!m || Number(m[1]) !== pic.width || Number(m[2]) !== pic.height || m[3] !== m[1] || m[4] !== m[2]) {
    throw new Error(`${pic.src}: size in the SVG does not match ${pic.width}x${pic.height}`);
  }
  const bytes = Buffer.byteLength(svg);
  if (bytes > MAX_BYTES) throw new Error(`${pic.src} is ${bytes} bytes (max ${MAX_BYTES})`);
  const file = join(root, "public", pic.src);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg);
}
const unused = Object.keys(drawings).filter((src) => !pictures.some((p) => p.src === src));
if (unused.length) throw new Error(`Drawings no page uses: ${unused.join(", ")}`);
console.log(`Wrote ${only.length ? "selected" : pictures.length} pictures.`);
