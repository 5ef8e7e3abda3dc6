import { describe, expect, it } from "vitest";
import { seedPages } from "#app/content/seed-pages.ts";
import type { ContentPage } from "#app/model/content-page.ts";
import { diffPages, isSamePage } from "./diff-pages.ts";

const page = seedPages.find((entry) => entry.slug === "cloud-management")!;
const heading = (section: ContentPage["sections"][number]) => ("heading" in section ? section.heading : undefined);

describe("the difference between two versions of a page", () => {
  it("is nothing between a page and itself, whatever order its fields were written in", () => {
    expect(isSamePage(diffPages(page, structuredClone(page)))).toBe(true);
    expect(isSamePage(diffPages(page, { ...page, sections: page.sections.map((section) => Object.fromEntries(Object.entries(section).reverse()) as typeof section) }))).toBe(true);
  });

  it("names changed page fields, and added, removed, changed and reordered sections", () => {
    const [first, second, third, ...rest] = page.sections;
    const edited = { ...second!, intro: "A new intro." } as ContentPage["sections"][number];
    const added: ContentPage["sections"][number] = { kind: "text", id: "new-words", heading: "New words", paragraphs: ["Hello."] };
    const after: ContentPage = { ...page, lead: "Another lead.", sections: [edited, first!, ...rest, added] };
    const difference = diffPages(page, after);
    expect(difference.fields).toEqual(["lead"]);
    expect(difference.added).toEqual(["“New words”"]);
    expect(difference.removed).toEqual([`“${heading(third!)}”`]);
    expect(difference.changed).toEqual([{ section: `“${heading(second!)}”`, fields: ["intro"] }]);
    expect(difference.reordered).toBe(true);
    expect(isSamePage(difference)).toBe(false);
  });

  it("names the search and sharing fields when they differ", () => {
    const difference = diffPages(page, { ...page, seo: { searchTitle: "Managed cloud that costs less", noindex: true } });
    expect(difference.fields).toEqual(["seo"]);
    expect(isSamePage(difference)).toBe(false);
  });
});
