/**
 * Checks the solutions pages and their art against the content brief:
 * every picture exists with the declared size, SVGs use the palette only, text is
 * at least 14px, files stay under their size limits, descriptions are 120–160
 * characters, section ids are unique kebab-case, and the spec's counts hold.
 * Prints word counts and the counted items per page.
 *
 *   npx tsx scripts/content-art/solutions/check.ts
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { ContentPage } from "#app/model/content-page.ts";
import type { Picture } from "#app/model/picture.ts";
import type { Section } from "#app/model/section.ts";
import { page as onboarding } from "#app/content/pages/solutions/customer-onboarding.ts";
import { page as crm } from "#app/content/pages/solutions/customer-relationship-management.ts";
import { page as emailAnalytics } from "#app/content/pages/solutions/email-analytics.ts";
import { page as analyst } from "#app/content/pages/solutions/financial-analyst.ts";
import { page as planning } from "#app/content/pages/solutions/financial-planning.ts";
import { page as mfa } from "#app/content/pages/solutions/multifactor-authentication.ts";
import { listingDescription } from "#app/content/pages/solutions/solutions-listing.ts";
import { page as thor } from "#app/content/pages/solutions/thor-platform.ts";
import { page as videokyc } from "#app/content/pages/solutions/videokyc.ts";
import { seededSite } from "#app/features/pages/published-site.ts";
import { PALETTE } from "./lib/svg.ts";

const root = join(import.meta.dirname, "../../..");
const pages: ContentPage[] = [thor, onboarding, planning, crm, videokyc, mfa, emailAnalytics, analyst];
const catalogue = seededSite.catalogue.solutions;
const solutionCards = pages.flatMap((page) => (page.listing ? [{ slug: page.slug, title: page.title, ...page.listing }] : []));
const problems: string[] = [];
const fail = (msg: string): void => {
  problems.push(msg);
};

const BANNED = /\b(synergy|cutting-edge|world-class|seamless(ly)?|leverag(e|es|ed|ing) (our|the|your|its|their|a|an)\b)/i;

function checkSvg(src: string, w: number, h: number, maxBytes: number): void {
  const file = join(root, "public", src);
  if (!existsSync(file)) return fail(`${src}: missing`);
  const svg = readFileSync(file, "utf8");
  const bytes = statSync(file).size;
  if (bytes > maxBytes) fail(`${src}: ${bytes} bytes > ${maxBytes}`);
  const head = svg.match(/^<svg [^>]*>/)?.[0] ?? "";
  if (!head.includes(`width="${w}"`) || !head.includes(`height="${h}"`) || !head.includes(`viewBox="0 0 ${w} ${h}"`)) fail(`${src}: size is not ${w}x${h}`);
  if (!head.includes('font-family="Inter, Arial, Helvetica, sans-serif"')) fail(`${src}: font-family missing`);
  if (/<(image|script|foreignObject)\b/i.test(svg) || /(xlink:)?href="(?!#)/.test(svg) || /url\((?!#)/.test(svg)) fail(`${src}: external reference, script or raster`);
  for (const m of svg.matchAll(/#[0-9a-fA-F]{3,6}\b/g)) {
    if (!PALETTE.includes(m[0].toLowerCase())) fail(`${src}: colour ${m[0]} outside the palette`);
  }
  for (const m of svg.matchAll(/font-size="([\d.]+)"/g)) if (Number(m[1]) < 14) fail(`${src}: font-size ${m[1]}`);
}

function words(s: string): number {
  return s.split(/\s+/).filter((w) => /\w/.test(w)).length;
}

function visibleText(s: Section): string[] {
  const out: string[] = ["heading" in s && s.heading ? s.heading : "", "intro" in s && s.intro ? s.intro : ""];
  switch (s.kind) {
    case "text":
      out.push(s.eyebrow ?? "", ...s.paragraphs);
      break;
    case "list":
      out.push(...s.items.map((i) => (typeof i === "string" ? i : `${i.title} ${i.body}`)));
      break;
    case "cards":
      out.push(...s.cards.map((c) => `${c.title} ${c.body} ${(c.points ?? []).join(" ")}`));
      break;
    case "steps":
      out.push(...s.steps.map((c) => `${c.title} ${c.body}`));
      break;
    case "diagram":
      out.push(s.caption ?? "");
      break;
    case "slider":
      out.push(...s.slides.map((sl) => `${sl.title} ${sl.caption}`));
      break;
    case "use-cases":
      out.push(...s.useCases.map((u) => `${u.title} ${u.tag ?? ""} ${u.summary}`));
      break;
    case "document-link":
      out.push(s.body, s.linkLabel);
      break;
    default:
      break;
  }
  return out;
}

function modalText(s: Section): string[] {
  if (s.kind !== "use-cases") return [];
  return s.useCases.flatMap((u) => [u.aboutCompany, ...u.problemStatement, ...u.solutionImplementation, ...(u.results ?? [])]);
}

function allStrings(v: unknown): string[] {
  if (typeof v === "string") return [v];
  if (Array.isArray(v)) return v.flatMap(allStrings);
  if (v && typeof v === "object") return Object.values(v).flatMap(allStrings);
  return [];
}

// ---- per page ----
const report: string[] = [];
for (const page of pages) {
  const entry = catalogue.find((c) => c.slug === page.slug);
  if (!entry) fail(`${page.slug}: not in the catalogue`);
  else if (entry.title !== page.title) fail(`${page.slug}: title "${page.title}" differs from catalogue "${entry.title}"`);
  if (page.family !== "solutions") fail(`${page.slug}: family`);
  const dl = page.description.length;
  if (dl < 120 || dl > 160) fail(`${page.slug}: description is ${dl} characters`);
  const ids = new Set<string>();
  for (const s of page.sections) {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(s.id)) fail(`${page.slug}: section id "${s.id}" is not kebab-case`);
    if (ids.has(s.id)) fail(`${page.slug}: duplicate section id "${s.id}"`);
    ids.add(s.id);
  }
  for (const str of allStrings(page)) {
    const m = str.match(BANNED);
    if (m) fail(`${page.slug}: banned word "${m[0]}"`);
  }
  const pictures: Picture[] = [];
  for (const s of page.sections) {
    if (s.kind === "diagram") pictures.push(s.picture);
    if (s.kind === "text" && s.image) pictures.push(s.image);
    if (s.kind === "use-cases") pictures.push(...s.useCases.map((u) => u.image));
  }
  for (const p of pictures) {
    if (!p.src.startsWith(`/diagrams/${page.slug}/`)) fail(`${p.src}: not under /diagrams/${page.slug}/`);
    if (!p.alt) fail(`${p.src}: empty alt`);
    checkSvg(p.src, p.width, p.height, 40 * 1024);
  }
  const counts: string[] = [];
  for (const s of page.sections) {
    if (s.kind === "slider") {
      for (const sl of s.slides) {
        if (!/^\/slides\/[a-z-]+\/\d\d\.svg$/.test(sl.image.src) || !sl.image.src.startsWith(`/slides/${page.slug}/`)) fail(`${sl.image.src}: bad path`);
        if (!sl.title || !sl.caption || !sl.image.alt) fail(`${page.slug}/${sl.id}: title, caption and alt are required`);
        if (sl.caption.split(/[.!?](\s|$)/).filter((x) => x && x.trim()).length > 1) fail(`${page.slug}/${sl.id}: caption should be one sentence`);
        checkSvg(sl.image.src, 960, 600, 15 * 1024);
      }
      counts.push(`slider ${s.id}: ${s.slides.length} slides (dots ${s.showDots}, arrows ${s.showArrows})`);
    }
    if (s.kind === "use-cases") counts.push(`use cases: ${s.useCases.length} (${s.buttonLabel})`);
    if (s.kind === "list") counts.push(`list ${s.id}: ${s.items.length}`);
    if (s.kind === "cards") counts.push(`cards ${s.id}: ${s.cards.length}`);
    if (s.kind === "steps") counts.push(`steps ${s.id}: ${s.steps.length}`);
    if (s.kind === "diagram") counts.push(`diagram ${s.id}${s.enlargeable ? " (enlargeable)" : ""}`);
    if (s.kind === "document-link") {
      counts.push(`document-link → ${s.href}`);
      if (!existsSync(join(root, "public", s.href))) fail(`${s.href}: missing`);
    }
  }
  const visible = words([page.lead, ...page.sections.flatMap(visibleText)].join(" "));
  const modal = words(page.sections.flatMap(modalText).join(" "));
  report.push(`${page.slug}: ${visible} visible words${modal ? ` + ${modal} in use-case modals` : ""}\n    ${counts.join("\n    ")}`);
}

// ---- spec counts ----
const section = <K extends Section["kind"]>(p: ContentPage, kind: K, id?: string) =>
  p.sections.filter((s): s is Extract<Section, { kind: K }> => s.kind === kind && (id === undefined || s.id === id));
const expect = (what: string, got: unknown, want: unknown) => {
  if (got !== want) fail(`${what}: got ${String(got)}, want ${String(want)}`);
};
expect("onboarding slides", section(onboarding, "slider")[0]?.slides.length, 13);
expect("onboarding benefits", section(onboarding, "list", "benefits")[0]?.items.length, 15);
expect("onboarding pdf", section(onboarding, "document-link")[0]?.href, "/documents/customer-onboarding-sample.pdf");
expect("crm slides", section(crm, "slider")[0]?.slides.length, 7);
expect("crm enlargeable", section(crm, "diagram")[0]?.enlargeable, true);
expect("email use cases", section(emailAnalytics, "use-cases")[0]?.useCases.length, 4);
expect("email button", section(emailAnalytics, "use-cases")[0]?.buttonLabel, "Read More");
expect("planning slides", section(planning, "slider")[0]?.slides.length, 12);
expect("planning pdf", section(planning, "document-link")[0]?.href, "/documents/financial-planning-sample.pdf");
const [face, voice] = section(mfa, "slider");
expect("mfa face slides", face?.slides.length, 10);
expect("mfa face dots/arrows", `${face?.showDots}/${face?.showArrows}`, "true/true");
expect("mfa voice slides", voice?.slides.length, 13);
expect("mfa voice dots/arrows", `${voice?.showDots}/${voice?.showArrows}`, "false/true");
expect("thor benefit cards", section(thor, "cards", "benefits")[0]?.cards.length, 6);
expect("thor use cases", section(thor, "use-cases")[0]?.useCases.length, 4);
expect("thor button", section(thor, "use-cases")[0]?.buttonLabel, "View Details");
const modules = section(thor, "cards", "foundation-modules")[0]?.cards.length ?? 0;
if (modules < 8 || modules > 12) fail(`thor modules: ${modules}`);
expect("videokyc slides", section(videokyc, "slider")[0]?.slides.length, 19);
expect("videokyc dots/arrows", `${section(videokyc, "slider")[0]?.showDots}/${section(videokyc, "slider")[0]?.showArrows}`, "true/true");
expect("videokyc enlargeable", section(videokyc, "diagram")[0]?.enlargeable, true);

// ---- listing ----
expect("listing cards", solutionCards.length, 8);
solutionCards.forEach((c, i) => {
  expect(`listing card ${i + 1} title`, c.title, catalogue[i]?.title);
  expect(`listing card ${i + 1} slug`, c.slug, catalogue[i]?.slug);
  checkSvg(c.image.src, 640, 400, 40 * 1024);
  if (!c.image.src.startsWith("/diagrams/solutions-listing/")) fail(`${c.image.src}: not under solutions-listing`);
});
if (listingDescription.length < 120 || listingDescription.length > 160) fail(`listing description is ${listingDescription.length} characters`);

for (const pdf of ["customer-onboarding-sample.pdf", "financial-planning-sample.pdf"]) {
  const file = join(root, "public/documents", pdf);
  const size = existsSync(file) ? statSync(file).size : -1;
  if (size < 0 || size > 60 * 1024) fail(`${pdf}: ${size} bytes`);
}

console.log(report.join("\n"));
if (problems.length) {
  console.error(`\n${problems.length} problem(s):\n- ${problems.join("\n- ")}`);
  process.exit(1);
}
console.log("\nAll checks passed.");
