import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CLOSEST_TITLE_TOKEN, CLOSEST_URL_TOKEN, fillClosestPages } from "./closest-pages-markup.ts";
import { ClosestPagesSection } from "./closest-pages-section.tsx";

const page = `<main><p>Before</p>${renderToStaticMarkup(<ClosestPagesSection />)}<p>After</p></main>`;

describe("the closest pages filled into the shared not-found page", () => {
  it("renders a hidden template of one item", () => {
    expect(page).toMatch(/<section data-closest-pages=""[^>]* hidden=""/);
    expect(page).toContain(`href="${CLOSEST_URL_TOKEN}"`);
    expect(page).toContain(CLOSEST_TITLE_TOKEN);
  });

  it("shows the section with one link per page, in order, and leaves the rest of the page as it was", () => {
    const filled = fillClosestPages(page, [
      { url: "/services/cloud-management", title: "Cloud Management", kindLabel: "Page" },
      { url: "/careers?job=3", title: "Senior Engineer", kindLabel: "Job" },
    ])!;
    const section = /<section[\s\S]*<\/section>/.exec(filled)![0];
    expect(section).not.toContain("hidden");
    expect(section).not.toContain("__closest");
    expect([...section.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((match) => [match[1], match[2]])).toEqual([
      ["/services/cloud-management", "Cloud Management"],
      ["/careers?job=3", "Senior Engineer"],
    ]);
    expect(section).toContain(">Job<");
    expect(filled.startsWith("<main><p>Before</p><section")).toBe(true);
    expect(filled.endsWith("</section><p>After</p></main>")).toBe(true);
  });

  it("escapes what it fills in, so a title can never add markup", () => {
    const filled = fillClosestPages(page, [{ url: '/x"><script>alert(1)</script>', title: "<img src=x onerror=alert(1)> & $& $1", kindLabel: "Page" }])!;
    expect(filled).not.toContain("<script>");
    expect(filled).not.toContain("<img");
    expect(filled).toContain("&lt;img src=x onerror=alert(1)&gt; &amp; $&amp; $1");
    expect(filled).toContain('href="/x&quot;&gt;&lt;script&gt;');
  });

  it("leaves a page without the template alone", () => {
    expect(fillClosestPages("<main><p>A page</p></main>", [{ url: "/", title: "Home page", kindLabel: "Page" }])).toBeNull();
  });
});
