import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ContentPage } from "#app/model/content-page.ts";
import type { Picture } from "#app/model/picture.ts";
import type { Section } from "#app/model/section.ts";
import { seedPages } from "./seed-pages.ts";

const publicDirectory = path.resolve(import.meta.dirname, "../../public");

function picturesOf(section: Section): Picture[] {
  switch (section.kind) {
    case "text":
      return section.image ? [section.image] : [];
    case "diagram":
      return [section.picture];
    case "slider":
      return section.slides.map((slide) => slide.image);
    case "use-cases":
      return section.useCases.map((useCase) => useCase.image);
    default:
      return [];
  }
}

function wordCount(page: ContentPage): number {
  return JSON.stringify(page.sections).split(/\s+/).length;
}

describe("content pages", () => {
  const pages = seedPages;

  it("are seeded for every family: 6 services, 6 industries, 8 solutions, the life page and the privacy notice, each once", () => {
    const count = (family: string) => pages.filter((page) => page.family === family).length;
    expect([count("services"), count("industries"), count("solutions"), count("aboutus")]).toEqual([6, 6, 8, 2]);
    expect(new Set(pages.map((page) => `${page.family}/${page.slug}`)).size).toBe(pages.length);
  });

  it("give every solution a card on the solutions listing", () => {
    for (const page of pages.filter((entry) => entry.family === "solutions")) expect(page.listing, page.slug).toBeDefined();
  });

  for (const page of pages) {
    describe(`${page.family}/${page.slug}`, () => {
      it("has unique section ids and a specific description", () => {
        const ids = page.sections.map((section) => section.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(page.description.length).toBeGreaterThanOrEqual(70);
        expect(page.description.length).toBeLessThanOrEqual(170);
      });

      it("has real copy, not a stub", () => {
        expect(wordCount(page)).toBeGreaterThan(300);
      });

      it("points only at pictures that exist, with their real size and an alt text", () => {
        for (const picture of page.sections.flatMap(picturesOf)) {
          const file = path.join(publicDirectory, picture.src);
          expect(existsSync(file), picture.src).toBe(true);
          expect(picture.alt.length, picture.src).toBeGreaterThan(10);
          if (picture.src.endsWith(".svg")) {
            const svg = readFileSync(file, "utf8");
            expect(svg, picture.src).toContain(`viewBox="0 0 ${picture.width} ${picture.height}"`);
            expect(svg, picture.src).not.toMatch(/<script|href="http|xlink:href="http/);
          }
        }
      });
    });
  }
});
