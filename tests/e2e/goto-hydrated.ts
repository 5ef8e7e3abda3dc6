import type { Page, Response } from "@playwright/test";

let pointerX = 0;

/**
 * Opens a page and waits until it is ready for a visitor's hands: React has hydrated the staff
 * app, or the public page's custom elements are defined and its islands hydrated. Islands that
 * wait for the visitor's first gesture (island-loaders.ts) get one: the pointer moves.
 */
export async function gotoHydrated(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor();
  if ((await page.locator("[data-island]:not([data-hydrated])").count()) > 0) {
    // A move to where the pointer already is sends no event.
    pointerX = (pointerX % 50) + 1;
    await page.mouse.move(pointerX, 1);
    await page.locator("[data-island]:not([data-hydrated])").first().waitFor({ state: "detached" });
  }
  return response;
}
