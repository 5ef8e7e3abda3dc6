import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { site } from "#app/config/site.ts";
import { albums } from "#app/content/celebrations.ts";
import { seedPages } from "#app/content/seed-pages.ts";
import { homePage } from "#app/content/home.ts";
import { footerColumnsFor, navigationFor } from "#app/content/site-navigation.ts";
import { catalogueOf } from "./page-catalogue.ts";
import { albumSchema } from "./album.ts";
import { contentPageSchema } from "./content-page.ts";
import { homePageSchema } from "./home-page.ts";
import { sectionSchema, type Section } from "./section.ts";
import { companySchema, footerColumnSchema, navItemSchema } from "./site-settings.ts";

/** The messages a staff member would read, by the path of the field they belong to. */
function messagesOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

const aTable: Section = { kind: "table", id: "pricing", heading: "Plans", columns: ["Plan", "Price"], rows: [["Basic", "₹ 10"]] };

describe("the content model", () => {
  it("holds every seeded page exactly as written", () => {
    const pages = seedPages;
    expect(pages.length).toBe(21);
    for (const page of pages) expect(contentPageSchema.parse(page), `${page.family}/${page.slug}`).toEqual(page);
  });

  it("holds the home page, the albums, the company settings, the navigation and the footer", () => {
    expect(homePageSchema.parse(homePage)).toEqual(homePage);
    for (const album of albums) expect(albumSchema.parse(album)).toEqual(album);
    expect(companySchema.parse(site)).toEqual(site);
    const catalogue = catalogueOf(seedPages);
    for (const item of navigationFor(catalogue)) expect(navItemSchema.parse(item)).toEqual(item);
    for (const column of footerColumnsFor(catalogue)) expect(footerColumnSchema.parse(column)).toEqual(column);
  });

  it("says what is wrong with a section, at the field it concerns", () => {
    expect(messagesOf(sectionSchema, { ...aTable, heading: "  " })).toEqual({ heading: "Heading is required" });
    expect(messagesOf(sectionSchema, { ...aTable, rows: [["Basic"]] })).toEqual({ "rows.0": "Row 1 has 1 cells; the table has 2 columns" });
    expect(messagesOf(sectionSchema, { ...aTable, id: "Pricing Plans" })).toEqual({ id: "Use lower-case letters, digits and single hyphens, e.g. cloud-migration" });
    expect(messagesOf(sectionSchema, { ...aTable, kind: "marquee" })).toEqual({ kind: "Choose a kind of section" });
    expect(messagesOf(sectionSchema, { kind: "list", id: "points", heading: "Points", items: [], columns: 5 })).toEqual({
      items: "The list needs at least one point",
      columns: "Choose one, two or three columns",
    });
  });

  it("refuses two sections with one id, pictures from elsewhere and links that could run script", () => {
    const page = seedPages[0]!;
    const first = page.sections[0]!;
    expect(messagesOf(contentPageSchema, { ...page, sections: [first, first] })).toEqual({ "sections.1.id": `Another section already uses the id "${first.id}"` });
    const picture = { src: "https://elsewhere.example/x.png", width: 10, height: 10, alt: "x" };
    expect(messagesOf(sectionSchema, { kind: "diagram", id: "d", heading: "D", picture, enlargeable: false })).toEqual({ "picture.src": "Choose a picture served by this site" });
    const link = { kind: "document-link", id: "doc", heading: "Doc", body: "Read it", linkLabel: "Open" };
    for (const href of ["javascript:alert(1)", "//elsewhere.example/x", "data:text/html,x"]) {
      expect(messagesOf(sectionSchema, { ...link, href }), href).toHaveProperty("href");
    }
    expect(messagesOf(sectionSchema, { ...link, href: "/docs/brochure.pdf" })).toEqual({});
  });

  it("refuses a page without a valid address or family", () => {
    const page = seedPages[0]!;
    expect(messagesOf(contentPageSchema, { ...page, slug: "../admin", family: "blog" })).toEqual({
      slug: "Use lower-case letters, digits and single hyphens, e.g. cloud-migration",
      family: "Choose the page's family",
    });
  });
});

/** Every import specifier of the non-test source files under `folder`. */
function importsUnder(folder: string): { file: string; specifier: string }[] {
  const found: { file: string; specifier: string }[] = [];
  for (const name of readdirSync(folder)) {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) found.push(...importsUnder(file));
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
      for (const match of readFileSync(file, "utf8").matchAll(/^(?:import|export)[^"']*?from\s+["']([^"']+)["']/gm)) found.push({ file, specifier: match[1]! });
    }
  }
  return found;
}

describe("imports run one way: model ← components ← features ← routes, content beside components", () => {
  const app = path.resolve(import.meta.dirname, "..");
  const layer = (file: string, specifier: string) => {
    const target = specifier.startsWith("#app/") ? path.join(app, specifier.slice(5)) : specifier.startsWith(".") ? path.resolve(path.dirname(file), specifier) : null;
    return target === null ? null : path.relative(app, target).split(path.sep)[0];
  };
  const forbidden: Record<string, string[]> = {
    model: ["content", "components", "features", "routes", "islands"],
    content: ["components", "features", "routes", "islands"],
    components: ["content", "features", "routes"],
  };
  for (const [from, targets] of Object.entries(forbidden)) {
    it(`${from}/ imports nothing from ${targets.join(", ")}`, () => {
      const wrong = importsUnder(path.join(app, from)).filter(({ file, specifier }) => targets.includes(layer(file, specifier) ?? ""));
      expect(wrong.map(({ file, specifier }) => `${path.relative(app, file)} → ${specifier}`)).toEqual([]);
    });
  }
});
