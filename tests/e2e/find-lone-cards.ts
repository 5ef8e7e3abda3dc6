import type { Page } from "@playwright/test";

/**
 * Lists of cards laid out in a grid whose last row holds one card alone, off to one side: one
 * line each. A card is an item drawn as a box (a border, a shadow or a background of its own or
 * of its single child); a bulleted list in columns is not one. A lone last card is fine when it is
 * centred or takes the row's width (see the balanced-N utilities in app/app.css).
 */
export async function findLoneCards(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const drawnAsBox = (element: Element) => {
      const style = getComputedStyle(element);
      return parseFloat(style.borderTopWidth) > 0 || style.boxShadow !== "none" || style.backgroundColor !== "rgba(0, 0, 0, 0)";
    };
    const isCard = (item: Element) => drawnAsBox(item) || (item.children.length === 1 && drawnAsBox(item.children[0]!));
    for (const list of document.querySelectorAll("main ul, main ol")) {
      if (getComputedStyle(list).display !== "grid" || ![...list.children].every(isCard)) continue;
      const cards = [...list.children].map((card) => card.getBoundingClientRect()).filter((box) => box.width > 1 && box.height > 1);
      if (cards.length < 2) continue;
      const rows = new Map<number, DOMRect[]>();
      for (const box of cards) rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box]);
      const lengths = [...rows.values()].map((row) => row.length);
      const last = [...rows.values()].at(-1)!;
      if (Math.max(...lengths) < 2 || last.length !== 1) continue;
      const grid = list.getBoundingClientRect();
      const card = last[0]!;
      const centred = Math.abs(card.left + card.width / 2 - (grid.left + grid.width / 2)) <= 2;
      if (!centred && card.width < grid.width * 0.9) {
        const heading = list.closest("section")?.querySelector("h2")?.textContent?.trim() ?? list.tagName.toLowerCase();
        problems.push(`the list of ${cards.length} cards under "${heading}" leaves one alone on its last row`);
      }
    }
    return problems;
  });
}
