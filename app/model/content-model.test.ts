import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { site } from "#app/config/site.ts";
import { albums } from "#app/content/celebrations.ts";
import { seedPages } from "#app/content/seed-pages.ts";
import { homePage } from "#app/content/home.ts";
import { seedSettings } from "#app/content/seed-settings.ts";
import { footerColumnsFor, navigationFor } from "#app/content/site-navigation.ts";
import { catalogueOf } from "./page-catalogue.ts";
import { albumSchema } from "./album.ts";
import { contentPageSchema } from "./content-page.ts";
import { homePageSchema } from "./home-page.ts";
import { sectionSchema, type Section } from "./section.ts";
import { companySchema, footerColumnSchema, navItemSchema, siteSettingsSchema } from "./site-settings.ts";

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
    expect(pages.length).toBe(22);
    for (const page of pages) expect(contentPageSchema.parse(page), `${page.family}/${page.slug}`).toEqual(page);
  });

  it("holds the home page, the albums, the company settings, the navigation and the footer", () => {
    expect(homePageSchema.parse(homePage)).toEqual(homePage);
    for (const album of albums) expect(albumSchema.parse(album)).toEqual(album);
    expect(companySchema.parse(site)).toEqual(site);
    const catalogue = catalogueOf(seedPages);
    expect(seedSettings.company).toEqual(site);
    const navigation = navigationFor(catalogue, seedSettings.navigation);
    for (const item of navigation) expect(navItemSchema.parse(item)).toEqual(item);
    expect(navigation.map((item) => item.label)).toEqual(["SERVICES", "INDUSTRIES", "ABOUT Us", "SOLUTIONS", "BLOG", "CAREERS", "CONTACT Us"]);
    const footer = footerColumnsFor(catalogue, seedSettings.footer);
    for (const column of footer) expect(footerColumnSchema.parse(column)).toEqual(column);
    expect(footer.map((column) => column.heading)).toEqual(["Services", "Industries", "About Us", "Company"]);
  });

  it("builds the menus from the settings: a family's entry lists its published pages, an empty family none", () => {
    const catalogue = catalogueOf(seedPages.filter((page) => page.family !== "industries"));
    const navigation = navigationFor(catalogue, [
      { kind: "pages", label: "WHAT WE DO", family: "services" },
      { kind: "pages", label: "INDUSTRIES", family: "industries" },
      { kind: "link", label: "PRICING", to: "/solutions?plan=all" },
    ]);
    expect(navigation.map((item) => [item.label, item.section])).toEqual([["WHAT WE DO", "services"], ["PRICING", "solutions"]]);
    const services = navigation[0]!;
    expect(services.kind === "menu" ? services.links.map((link) => link.to) : []).toEqual(catalogue.services.map((entry) => entry.path));
    const about = footerColumnsFor(catalogue, [{ kind: "pages", heading: "About", family: "aboutus" }])[0]!;
    expect(about.links.at(-1)).toEqual({ label: "Our Celebrations", to: "/aboutus/our-celebrations" });
  });

  it("says what is wrong with the settings, at the field it concerns", () => {
    expect(messagesOf(siteSettingsSchema, { ...seedSettings, navigation: [{ kind: "pages", label: "", family: "blog" }] })).toEqual({
      "navigation.0.label": "Label is required",
      "navigation.0.family": "Choose which pages it lists",
    });
    expect(messagesOf(siteSettingsSchema, { ...seedSettings, footer: [{ kind: "links", heading: "More", links: [{ label: "Away", to: "https://elsewhere.example" }] }] })).toEqual({
      "footer.0.links.0.to": "Use a path on this site, starting with /",
    });
    expect(messagesOf(siteSettingsSchema, { ...seedSettings, company: { ...seedSettings.company, email: "not-an-address", offices: [] } })).toEqual({
      "company.email": "Enter an email address",
      "company.offices": "Add at least one office",
    });
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
    const libraryFile = "/media/0123456789abcdef0123456789abcdef";
    const responsive = { avif: `${libraryFile}.avif 320w, ${libraryFile}.avif 640w`, webp: `${libraryFile}.webp 320w`, fallback: `${libraryFile}.jpg 320w` };
    const libraryPicture = { src: `${libraryFile}.jpg`, width: 640, height: 480, alt: "The team", responsive };
    expect(messagesOf(sectionSchema, { kind: "diagram", id: "d", heading: "D", picture: libraryPicture, enlargeable: false })).toEqual({});
    const elsewhere = { ...libraryPicture, responsive: { ...responsive, avif: "https://elsewhere.example/x.avif 320w" } };
    expect(messagesOf(sectionSchema, { kind: "diagram", id: "d", heading: "D", picture: elsewhere, enlargeable: false })).toEqual({ "picture.responsive.avif": "Choose the picture again from the media library" });
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
