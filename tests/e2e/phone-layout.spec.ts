import { expect, test, type Page } from "@playwright/test";
import { findWidthProblems } from "./expect-no-sideways-scroll.ts";
import { findLoneCards } from "./find-lone-cards.ts";
import { publicPaths } from "./public-paths.ts";
import { signInAndOpen } from "./staff-session.ts";
import { staffPaths } from "./staff-paths.ts";

// Every public page and every staff screen at two phone widths, a tablet's and a laptop's (where
// card grids have the most columns): the page never scrolls sideways, nothing is wider than its
// box unless it sits in a box that scrolls and shows it, and no text is cut off (findWidthProblems
// says exactly what counts); no list of cards leaves one alone on its last row. One test per width
// that walks every page keeps the sweep fast.
const WIDTHS: { width: number; tag: string }[] = [
  { width: 320, tag: " @phone" },
  { width: 390, tag: " @phone" },
  { width: 768, tag: "" },
  { width: 1280, tag: "" },
];

async function problemsOn(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor();
  return [...(await findWidthProblems(page)), ...(await findLoneCards(page))].map((problem) => `${path}: ${problem}`);
}

for (const { width, tag } of WIDTHS) {
  test(`every page and staff screen fits ${width} px${tag}`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 844 });
    const problems: string[] = [];
    for (const path of [...publicPaths(), "/admin/sign-in"]) problems.push(...(await problemsOn(page, path)));
    await signInAndOpen(page, "/admin");
    for (const path of staffPaths()) problems.push(...(await problemsOn(page, path)));
    expect(problems).toEqual([]);
  });
}
