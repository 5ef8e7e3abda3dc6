import { describe, expect, it } from "vitest";
import { elementsDefinedAtLoad } from "./elements-defined-at-load.ts";

/** A page holding exactly these tag names and ids. */
function page(...held: string[]) {
  return (selector: string) => held.includes(selector);
}

describe("the elements a public page defines before the visitor's first gesture", () => {
  it("are the header and the carousels, not what only answers the visitor", () => {
    const atLoad = elementsDefinedAtLoad(page("kairav-site-header", "kairav-nav-dropdown", "kairav-site-footer", "kairav-carousel", "kairav-flip-card", "kairav-modal-dialog"));
    expect([...atLoad].sort()).toEqual(["kairav-carousel", "kairav-site-header"]);
  });

  it("leave the careers page's job board and dialogs to the first gesture when the address asks for no opening", () => {
    expect([...elementsDefinedAtLoad(page("kairav-site-header", "kairav-job-board", "kairav-modal-dialog"))]).toEqual(["kairav-site-header"]);
  });

  it("take the job board and its dialogs when the address asks for an opening's panel, which opens as a dialog", () => {
    const atLoad = elementsDefinedAtLoad(page("kairav-site-header", "kairav-job-board", "kairav-modal-dialog", "#job-panel"));
    expect([...atLoad].sort()).toEqual(["kairav-job-board", "kairav-modal-dialog", "kairav-site-header"]);
  });

  it("name nothing a page does not hold", () => {
    expect([...elementsDefinedAtLoad(page("#job-panel"))]).toEqual([]);
  });
});
