import { describe, expect, it } from "vitest";
import { elementsDefinedAtLoad, markupHolds } from "./elements-defined-at-load.ts";

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
