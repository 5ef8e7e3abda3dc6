import { expect, type Page } from "@playwright/test";

/** The page fits the viewport's width: nothing makes it scroll sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/**
 * The attribute a box that scrolls sideways carries when it shows that it does (app.css draws
 * shadows at the edges that hide content). A box that scrolls without it is a problem.
 */
export const SCROLL_AFFORDANCE = "data-scroll-affordance";

/**
 * Everything on the page that does not fit its width, one line each:
 * - the page itself scrolls sideways;
 * - a box scrolls sideways without the scroll affordance;
 * - content spills out of its box with no scrolling box around it to catch it;
 * - a box cuts off text (overflow hidden or clipped, text-overflow: ellipsis).
 * Hidden and visually hidden elements (`.sr-only`, 1 px boxes, boxes moved off screen, the inside
 * of a closed <details>) do not count. Blocks
 * that skip layout until they come near (content-visibility: auto) are laid out for the check.
 */
export async function findWidthProblems(page: Page): Promise<string[]> {
  return page.evaluate((marker) => {
    const problems: string[] = [];
    const root = document.documentElement;
    // The layout viewport's width: a phone browser zooms out to show a page that is too wide, so innerWidth would grow with it.
    if (root.scrollWidth > root.clientWidth) problems.push(`the page scrolls sideways: ${root.scrollWidth} px wide in a ${root.clientWidth} px window`);

    const layOutEverything = document.createElement("style");
    layOutEverything.textContent = "* { content-visibility: visible !important; }";
    document.head.append(layOutEverything);

    const name = (element: Element) => {
      const id = element.id ? `#${element.id}` : "";
      const classes = typeof element.className === "string" && element.className ? `.${element.className.trim().split(/\s+/).slice(0, 4).join(".")}` : "";
      const text = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 50);
      return `<${element.tagName.toLowerCase()}${id}${classes}>${text ? ` "${text}"` : ""}`;
    };
    const overflowX = (element: Element) => getComputedStyle(element).overflowX;
    const scrolls = (value: string) => value === "auto" || value === "scroll";
    // Not shown at all (checkVisibility: no box, or inside a closed <details>), or visually hidden.
    const hidden = (element: Element) => {
      const box = element.getBoundingClientRect();
      return !element.checkVisibility() || box.width <= 1 || box.height <= 1 || box.right <= 0 || element.closest(".sr-only") !== null;
    };
    /** The first piece of text that reaches past the sides of `box`, if any (not text in a scrolling box inside it). */
    const clippedText = (box: Element) => {
      const edges = box.getBoundingClientRect();
      const left = edges.left + box.clientLeft - 1;
      const right = edges.left + box.clientLeft + box.clientWidth + 1;
      const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || !node.parentElement || hidden(node.parentElement)) continue;
        let inner: Element | null = node.parentElement;
        while (inner && inner !== box && !scrolls(overflowX(inner))) inner = inner.parentElement;
        if (inner !== box) continue;
        range.selectNodeContents(node);
        for (const line of range.getClientRects()) {
          if (line.width > 0 && (line.right > right || line.left < left)) return node.textContent.trim().slice(0, 50);
        }
      }
      return null;
    };

    for (const element of document.body.querySelectorAll("*")) {
      if (element.clientWidth === 0) continue;
      const overflow = element.scrollWidth - element.clientWidth;
      if (overflow <= 1 || hidden(element)) continue;
      const own = overflowX(element);
      if (scrolls(own)) {
        if (!element.hasAttribute(marker)) problems.push(`${name(element)} scrolls sideways (${overflow} px) with no sign that it does`);
      } else if (own === "hidden" || own === "clip") {
        const text = clippedText(element);
        if (text) problems.push(`${name(element)} cuts off text: "${text}"`);
      } else {
        // Spilling out is fine inside a box that catches it: one that scrolls (checked itself) or clips (its text checked).
        let catcher = element.parentElement;
        while (catcher && catcher !== document.body && overflowX(catcher) === "visible") catcher = catcher.parentElement;
        if (!catcher || catcher === document.body) problems.push(`${name(element)} is ${overflow} px wider than its box`);
      }
    }
    layOutEverything.remove();
    return problems;
  }, SCROLL_AFFORDANCE);
}
