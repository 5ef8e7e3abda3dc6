import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe reads colours by hit-testing, which cannot see a block the browser has not rendered yet
 * (`content-visibility: auto`, the `render-when-near` utility) and leaves its text unchecked or
 * judged against the wrong background. The property changes neither the accessibility tree nor
 * any colour, so every such block is rendered for the check and handed back afterwards.
 */
async function renderSkippedBlocks(page: Page): Promise<() => Promise<void>> {
  const count = await page.evaluate(() => {
    const blocks = [...document.querySelectorAll<HTMLElement>("*")].filter((element) => getComputedStyle(element).contentVisibility === "auto");
    for (const block of blocks) {
      block.dataset.axeRendered = "";
      block.style.setProperty("content-visibility", "visible", "important");
    }
    return blocks.length;
  });
  return async () => {
    if (count === 0) return;
    await page.evaluate(() => {
      for (const block of document.querySelectorAll<HTMLElement>("[data-axe-rendered]")) {
        block.style.removeProperty("content-visibility");
        delete block.dataset.axeRendered;
      }
    });
  };
}

/** Runs axe on the page as it stands against WCAG 2.2 AA; `label` names the state in a failure. */
export async function expectNoAxeViolations(page: Page, label?: string) {
  const restore = await renderSkippedBlocks(page);
  try {
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`), label).toEqual([]);
  } finally {
    await restore();
  }
}
