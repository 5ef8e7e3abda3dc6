import type { Page, Response } from "@playwright/test";

/** Opens a page and waits until React has hydrated it, so clicks and keys reach the app. */
export async function gotoHydrated(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor();
  return response;
}
