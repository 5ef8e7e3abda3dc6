import { describe, expect, it } from "vitest";
import { elementsDefinedAtLoad, entryNeededAfterMs, markupHolds } from "./elements-defined-at-load.ts";

/** A page holding exactly these tag names and ids. */
function page(...held: string[]) {
  return (selector: string) => held.includes(selector);
}

describe("the elements a public page defines before the visitor's first gesture", () => {
  it("are the carousels that rotate on their own, not what only answers the visitor", () => {
    const atLoad = elementsDefinedAtLoad(page("kairav-site-header", "kairav-nav-dropdown", "kairav-site-footer", "kairav-carousel", "[data-autoplay-ms]", "kairav-flip-card", "kairav-modal-dialog"));
    expect([...atLoad]).toEqual(["kairav-carousel"]);
  });

  it("leave a carousel that moves only when the visitor asks to the first gesture", () => {
    expect([...elementsDefinedAtLoad(page("kairav-site-header", "kairav-carousel", "kairav-modal-dialog"))]).toEqual([]);
  });

  it("are none on a page of header, text and footer: such a page loads no element before the first gesture", () => {
    expect([...elementsDefinedAtLoad(page("kairav-site-header", "kairav-nav-dropdown", "kairav-site-footer", "kairav-scroll-to-top"))]).toEqual([]);
  });

  it("leave the careers page's job board and dialogs to the first gesture when the address asks for no opening", () => {
    expect([...elementsDefinedAtLoad(page("kairav-site-header", "kairav-job-board", "kairav-modal-dialog"))]).toEqual([]);
  });

  it("take the job board and its dialogs when the address asks for an opening's panel, which opens as a dialog", () => {
    const atLoad = elementsDefinedAtLoad(page("kairav-site-header", "kairav-job-board", "kairav-modal-dialog", "#job-panel"));
    expect([...atLoad].sort()).toEqual(["kairav-job-board", "kairav-modal-dialog"]);
  });

  it("name nothing a page does not hold", () => {
    expect([...elementsDefinedAtLoad(page("#job-panel"))]).toEqual([]);
  });
});

describe("how long after its first paint a page can do without its client entry, by its markup", () => {
  const banner = (ms: number) => `<kairav-carousel data-autoplay-ms="${ms}"><div aria-roledescription="slide"></div></kairav-carousel>`;

  it("is until a rotating banner brings in its next picture, 3 s before its first automatic step", () => {
    expect(entryNeededAfterMs(`<kairav-site-header></kairav-site-header>${banner(7000)}`)).toBe(4000);
  });

  it("is the shortest wait of two banners, and never below nothing", () => {
    expect(entryNeededAfterMs(banner(9000) + banner(5000))).toBe(2000);
    expect(entryNeededAfterMs(banner(2000))).toBe(0);
  });

  it("is nothing when an element has work at once, such as the job board with a requested panel", () => {
    expect(entryNeededAfterMs(`<section id="job-panel"><kairav-job-board></kairav-job-board></section>${banner(7000)}`)).toBe(0);
  });

  it("leaves the entry to the first gesture on a page whose carousels move only when asked", () => {
    expect(entryNeededAfterMs('<kairav-site-header></kairav-site-header><kairav-carousel><div aria-roledescription="slide"></div></kairav-carousel>')).toBeUndefined();
  });
});

describe("what a page's server-rendered markup holds", () => {
  const html = '<kairav-site-header class="x"><nav></nav></kairav-site-header><section id="job-panel"><kairav-job-board><kairav-carousel data-autoplay-ms="7000">';

  it("finds elements by tag name, markup by id and by attribute", () => {
    const holds = markupHolds(html);
    expect(["kairav-site-header", "kairav-job-board", "#job-panel", "[data-autoplay-ms]"].map(holds)).toEqual([true, true, true, true]);
  });

  it("does not take a longer id or attribute, or an element's name in text, for what it looks for", () => {
    const holds = markupHolds('<p id="job-panel-intro" data-autoplay-ms-note="1">The kairav-carousel element, data-autoplay-ms=&quot;1&quot;</p>');
    expect(["#job-panel", "kairav-carousel", "[data-autoplay-ms]"].map(holds)).toEqual([false, false, false]);
  });
});
