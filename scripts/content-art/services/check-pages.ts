// Checks the services pages: description length, unique kebab-case ids, pictures on disk with
// matching sizes, visible word counts, and the counts the spec fixes.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { ContentPage } from "#app/model/content-page.ts";
import type { Section } from "#app/model/section.ts";

const slugs = ["platform-development", "bi-and-analytics", "cloud-management", "rpa-solutions", "platform-acceleration", "testing-and-qa"];
const root = join(import.meta.dirname, "../../..");
const words = (s: string | undefined) => (s ? s.split(/\s+/).filter(Boolean).length : 0);
let failed = false;
const fail = (m: string) => { failed = true; console.error("  FAIL " + m); };

for (const slug of slugs) {
  const { page } = (await import(`#app/content/pages/services/${slug}.ts`)) as { page: ContentPage };
  console.log(`\n${slug}: "${page.title}"`);
  if (page.slug !== slug || page.family !== "services") fail("slug/family");
  const dl = page.description.length;
  if (dl < 120 || dl > 160) fail(`description length ${dl}`);
  const ids = new Set<string>();
  let visible = words(page.title) + words(page.lead);
  let modal = 0;
  const pictures: { src: string; width: number; height: number; alt: string }[] = [];
  for (const s of page.sections as Section[]) {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(s.id) || ids.has(s.id)) fail(`section id ${s.id}`);
    ids.add(s.id);
    if ("heading" in s) visible += words(s.heading);
    if ("intro" in s) visible += words(s.intro);
    switch (s.kind) {
      case "list": for (const i of s.items) visible += typeof i === "string" ? words(i) : words(i.title) + words(i.body); console.log(`  list ${s.id}: ${s.items.length}`); break;
      case "cards": for (const c of s.cards) visible += words(c.title) + words(c.body) + (c.points ?? []).reduce((a, p) => a + words(p), 0); console.log(`  cards ${s.id}: ${s.cards.map((c) => c.title).join(" | ")}`); break;
      case "steps": for (const st of s.steps) visible += words(st.title) + words(st.body); console.log(`  steps ${s.id}: ${s.steps.length}`); break;
      case "diagram": visible += words(s.caption); pictures.push(s.picture); console.log(`  diagram ${s.id} enlargeable=${s.enlargeable}`); break;
      case "table": for (const r of s.rows) { visible += r.reduce((a, c) => a + words(c), 0); if (r.length !== s.columns.length) fail("row width"); } console.log(`  table ${s.id}: ${JSON.stringify(s.columns)} x ${s.rows.length}`); break;
      case "stats": for (const st of s.stats) visible += words(st.value) + words(st.label); break;
      case "text": for (const p of s.paragraphs) visible += words(p); break;
      case "use-cases": {
        const ucIds = new Set<string>();
        for (const u of s.useCases) {
          if (ucIds.has(u.id)) fail("dup use case id " + u.id);
          ucIds.add(u.id);
          visible += words(u.title) + words(u.summary) + words(u.tag);
          modal += words(u.aboutCompany) + [...u.problemStatement, ...u.solutionImplementation, ...(u.results ?? []), ...(u.challenges ?? [])].reduce((a, p) => a + words(p), 0) + words(u.objective);
          pictures.push(u.image);
          if (u.problemStatement.length < 2 || u.problemStatement.length > 4) fail(`${u.id} problem count`);
          if (u.solutionImplementation.length < 3 || u.solutionImplementation.length > 6) fail(`${u.id} solution count`);
          if (!u.results || u.results.length < 2 || u.results.length > 4) fail(`${u.id} results count`);
          if (slug === "testing-and-qa" && (!u.objective || !u.challenges?.length)) fail(`${u.id} objective/challenges`);
        }
        console.log(`  use-cases ${s.id}: ${s.useCases.length} button="${s.buttonLabel}"`);
        for (const u of s.useCases) console.log(`    - ${u.title}`);
        break;
      }
      default: break;
    }
  }
  for (const p of pictures) {
    const file = join(root, "public", p.src);
    if (!existsSync(file)) { fail("missing " + p.src); continue; }
    const svg = readFileSync(file, "utf8");
    const m = svg.match(/width="(\d+)" height="(\d+)" viewBox="0 0 (\d+) (\d+)"/);
    if (!m || +m[1]! !== p.width || +m[2]! !== p.height || m[3] !== m[1] || m[4] !== m[2]) fail("size mismatch " + p.src);
    if (!p.alt || p.alt.length < 30) fail("alt too short " + p.src);
    if (!p.src.startsWith(`/diagrams/${slug}/`)) fail("src outside slug dir " + p.src);
  }
  const banned = /synergy|cutting-edge|world-class|seamless|leverag(e|es|ing) (?!of)/i;
  const text = JSON.stringify(page);
  const hit = text.match(banned);
  if (hit) fail("banned word: " + hit[0]);
  console.log(`  description ${dl} chars; visible words ${visible}; modal words ${modal}; pictures ${pictures.length}`);
}
process.exit(failed ? 1 : 0);
