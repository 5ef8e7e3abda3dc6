import { describe, expect, it } from "vitest";
import { seedPages } from "#app/content/seed-pages.ts";
import { contentPageSchema, type ContentPage } from "#app/model/content-page.ts";
import { extractPageText, extractTexts } from "./extract-page-text.ts";

const picture = { src: "/diagrams/platform-layers.svg", width: 960, height: 540, alt: "Layers of the platform, drawn as boxes" };
const responsivePicture = {
  ...picture,
  src: "/media/0123456789abcdef0123456789abcdef.jpg",
  responsive: {
    avif: "/media/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.avif 640w",
    webp: "/media/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.webp 640w",
    fallback: "/media/cccccccccccccccccccccccccccccccc.jpg 640w",
  },
};

// One section of every kind whose text lives in nested places, each text naming where it sits.
const page: ContentPage = contentPageSchema.parse({
  family: "solutions",
  slug: "ledger-platform",
  title: "Ledger Platform",
  navLabel: "Ledger",
  description: "Meta description, for search engines only.",
  seo: { searchTitle: "Search title, for search engines only.", canonical: "https://elsewhere.example/ledger" },
  lead: "Lead sentence under the banner.",
  listing: { summary: "Listing card summary.", image: picture },
  sections: [
    { kind: "text", id: "intro", eyebrow: "Text eyebrow", heading: "Text heading", paragraphs: ["Text paragraph one.", "Text paragraph two."], image: responsivePicture },
    { kind: "list", id: "points", heading: "List heading", items: ["Plain list item.", { title: "Titled item", body: "Titled item body." }], style: "check" },
    { kind: "table", id: "plans", heading: "Table heading", columns: ["Column one", "Column two"], rows: [["Cell one", "Cell two"]] },
    { kind: "slider", id: "screens", heading: "Slider heading", label: "Slider label", slides: [{ id: "first", title: "Slide title", caption: "Slide caption.", image: picture }], showDots: true, showArrows: true },
    { kind: "testimonials", id: "voices", heading: "Testimonials heading", label: "Testimonials label", testimonials: [{ quote: "Testimonial quote.", name: "Quoted person", designation: "Their designation" }] },
    { kind: "document-link", id: "brochure", heading: "Document heading", body: "Document body.", href: "/documents/brochure.pdf", linkLabel: "Document link label" },
    { kind: "stats", id: "figures", stats: [{ value: "25+", label: "Stat label" }] },
    {
      kind: "use-cases",
      id: "stories",
      heading: "Use cases heading",
      buttonLabel: "Read More",
      useCases: [
        {
          id: "bank-ledger",
          title: "Use case title",
          summary: "Use case summary.",
          tag: "Use case tag",
          aboutCompany: "Modal about the company.",
          problemStatement: ["Modal problem statement."],
          solutionImplementation: ["Modal solution implementation."],
          results: ["Modal result."],
          objective: "Modal objective.",
          challenges: ["Modal challenge."],
          image: picture,
        },
      ],
    },
  ],
});

describe("the text of a page", () => {
  const { title, body } = extractPageText(page);
  const lines = body.split("\n");

  it("takes the title apart, and the lead first in the body", () => {
    expect(title).toBe("Ledger Platform");
    expect(lines[0]).toBe("Lead sentence under the banner.");
    expect(lines).not.toContain("Ledger Platform");
  });

  it("reads every text a visitor reads, the use cases' modal fields and the slides' captions included", () => {
    for (const text of [
      "Ledger",
      "Listing card summary.",
      "Text eyebrow",
      "Text paragraph two.",
      "Plain list item.",
      "Titled item body.",
      "Column two",
      "Cell two",
      "Slide title",
      "Slide caption.",
      "Testimonial quote.",
      "Their designation",
      "Document link label",
      "25+",
      "Stat label",
      "Use case tag",
      "Modal about the company.",
      "Modal problem statement.",
      "Modal solution implementation.",
      "Modal result.",
      "Modal objective.",
      "Modal challenge.",
    ]) {
      expect(lines, text).toContain(text);
    }
    // Document order: the text section before the use cases.
    expect(lines.indexOf("Text heading")).toBeLessThan(lines.indexOf("Use case title"));
  });

  it("leaves out addresses, ids, kinds, picture files and sizes, alt texts, the meta description and option values", () => {
    for (const left of ["intro", "text", "use-cases", "bank-ledger", "solutions", "ledger-platform", "check", "Read More", "Meta description, for search engines only.", "Search title, for search engines only.", "elsewhere.example", "Layers of the platform, drawn as boxes"]) {
      expect(lines, left).not.toContain(left);
    }
    expect(body).not.toMatch(/\/media\/|\/diagrams\/|\/documents\/|\.svg|640w|960|540/);
  });

  it("needs no change for a kind of section it has never seen", () => {
    const future = { kind: "timeline", id: "history", heading: "Our history", events: [{ id: "y2019", year: "2019", text: "Founded in Pune.", iconSrc: "/icons/star.svg", linkUrl: "https://example.com/story" }] };
    expect(extractTexts(future)).toEqual(["Our history", "2019", "Founded in Pune."]);
  });

  it("folds white space and drops control characters, so every text is one clean line", () => {
    expect(extractTexts({ heading: "  Two\n\nlines\u0002 and\ta tab  " })).toEqual(["Two lines and a tab"]);
    expect(extractTexts({ heading: " \n ", body: "" })).toEqual([]);
  });

  it("reads every seeded page without failing, each with a title and a body", () => {
    for (const seeded of seedPages) {
      const text = extractPageText(seeded);
      expect(text.title, seeded.slug).toBe(seeded.title);
      expect(text.body.length, seeded.slug).toBeGreaterThan(100);
    }
  });
});
