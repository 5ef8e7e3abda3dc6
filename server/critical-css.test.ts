import { describe, expect, it } from "vitest";
import { createCriticalCss, REMEMBERED_SHAPES } from "./critical-css.ts";

const stylesheet = [
  '@layer properties{@supports ((-webkit-hyphens:none)) {*,:before,:after{--tw-read:initial;--tw-border-style:solid}}}',
  '@property --tw-read{syntax:"*";inherits:false}@property --tw-unread{syntax:"*";inherits:false}',
  ".card:focus{outline:var(--tw-read)}",
  ":root{--color-brand:#123;--color-unused:#456;--spacing:.25rem;--size-unused:calc(var(--spacing) * 4)}",
  '@font-face{font-family:"Inter Variable";src:url("/fonts/inter.woff2")}',
  'body{font-family:"Inter Variable"}',
  ".card{padding:1rem;color:var(--color-brand)}",
  ".card:hover{color:red}",
  ".modal{position:fixed}",
  ".\\[\\&_img\\]\\:h-full img{height:100%}",
  ".\\[\\&\\>\\*\\+\\*\\]\\:mt-5>*+*{margin-top:1.25rem}",
  "[aria-expanded=true] .menu{display:block}",
  "details[open] .chevron{rotate:180deg}",
  "@media (min-width:64rem){.card{padding:2rem}.modal{inset:0}}",
  "@keyframes spin{to{rotate:360deg}}",
  ".spinner{animation:spin 1s}",
].join("");

function page(body: string) {
  return `<html><head><link rel="stylesheet" href="/assets/app.css"/></head><body>${body}</body></html>`;
}

describe("createCriticalCss", () => {
  const criticalCss = createCriticalCss((href) => (href === "/assets/app.css" ? stylesheet : undefined));

  it("keeps the rules the markup uses, with their states and media queries, and drops the others", () => {
    const css = criticalCss(page('<div class="card">x</div><button aria-expanded="false">Menu</button><ul class="menu"></ul><div class="[&amp;_img]:h-full"><img src="/a.png"></div><div class="[&amp;&gt;*+*]:mt-5"><p>a</p><p>b</p></div>'), "/assets/app.css")!;
    expect(css).toContain(":mt-5>*+*{margin-top:1.25rem}");
    expect(css).toContain(".\\[\\&_img\\]\\:h-full img{height:100%}");
    expect(css).toContain(".card{padding:1rem;color:var(--color-brand)}");
    expect(css).toContain(".card:hover{color:red}");
    expect(css).toMatch(/@media \(min-width:64rem\)\{\.card\{padding:2rem\}\}/);
    expect(css).not.toContain(".modal");
    expect(css).not.toContain("aria-expanded");
    expect(css).not.toContain("spin");
  });

  it("reads what a visitor wrote as text, so markup in a comment hides none of the page from the matcher", () => {
    const written = ["<!--", "<script>", "</textarea><style>", "<dialog>"];
    for (const text of written) {
      const escaped = text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
      const props = JSON.stringify({ message: text }).replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
      const css = criticalCss(page(`<div data-island-props="${props}"><p>${escaped}</p></div><div class="card">x</div><div class="[&amp;_img]:h-full"><img src="/a.png"></div>`), "/assets/app.css")!;
      expect(css, text).toContain(".card{padding:1rem;color:var(--color-brand)}");
      expect(css, text).toContain(".\\[\\&_img\\]\\:h-full img{height:100%}");
    }
  });

  it("leaves out what only a closed dialog shows, and keeps what a dialog rendered open shows", () => {
    const closed = criticalCss(page('<div class="card">x</div><dialog id="job"><div class="modal">details</div></dialog>'), "/assets/app.css")!;
    expect(closed).toContain(".card{");
    expect(closed).not.toContain(".modal");
    const open = criticalCss(page('<div class="card">x</div><dialog open="" id="job"><div class="modal">details</div></dialog>'), "/assets/app.css")!;
    expect(open).toContain(".modal{position:fixed}");
  });

  it("keeps the font faces, the keyframes the kept rules run, and the open state of details", () => {
    const css = criticalCss(page('<span class="spinner"></span><details><summary><i class="chevron"></i></summary></details>'), "/assets/app.css")!;
    expect(css).toContain('@font-face{font-family:"Inter Variable"');
    expect(css).toContain("@keyframes spin");
    expect(css).toContain("details[open] .chevron");
  });

  it("keeps only the custom properties something on the page reads", () => {
    const css = criticalCss(page('<div class="card" style="margin:var(--spacing)">x</div>'), "/assets/app.css")!;
    expect(css).toContain("--color-brand:#123");
    expect(css).toContain("--spacing:.25rem");
    expect(css).not.toContain("--color-unused");
    expect(css).not.toContain("--size-unused");
    expect(css).toContain('@property --tw-read{syntax:"*";inherits:false}.card');
    expect(css).not.toContain("--tw-unread");
    expect(criticalCss(page('<div class="card">x</div>'), "/assets/app.css")).not.toContain("--spacing");
  });

  it("leaves out the custom property defaults meant only for browsers without @property", () => {
    const css = criticalCss(page('<div class="card">x</div><button class="card">y</button>'), "/assets/app.css")!;
    expect(css).not.toContain("@layer properties");
    expect(css).not.toContain("--tw-border-style");
    expect(css).toContain(".card{padding:1rem");
  });

  it("gives every page the rules of its own shape, however many shapes came before it", () => {
    const readStylesheet = (href: string) => (href === "/assets/app.css" ? stylesheet : undefined);
    const shape = (index: number) =>
      page(`<div class="card shape-${index}"${index % 3 === 0 ? ' style="margin:var(--spacing)"' : ""}>${index % 2 ? '<span class="spinner"></span>' : "<p>text</p>"}</div>`);
    const count = REMEMBERED_SHAPES + 8;
    const expected = Array.from({ length: count }, (_, index) => createCriticalCss(readStylesheet)(shape(index), "/assets/app.css"));
    const shared = createCriticalCss(readStylesheet);
    // Twice through, so the second round asks again for shapes kept and for shapes dropped.
    for (let round = 0; round < 2; round++) {
      for (let index = 0; index < count; index++) expect(shared(shape(index), "/assets/app.css")).toBe(expected[index]);
    }
    expect(expected[1]).toContain("@keyframes spin");
    expect(expected[2]).not.toContain("@keyframes spin");
    expect(expected[3]).toContain("--spacing:.25rem");
    expect(expected[1]).not.toContain("--spacing");
  });

  it("knows no rules for a stylesheet it cannot read", () => {
    expect(criticalCss(page(""), "/assets/missing.css")).toBeUndefined();
  });
});
