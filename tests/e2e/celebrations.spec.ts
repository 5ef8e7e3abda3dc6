import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./goto-hydrated.ts";

// Newest first, as the page lists them.
const ALBUMS: [string, number][] = [
  ["Ethnic Wear Day", 5],
  ["Independence Day Event", 6],
  ["Theme Day", 16],
  ["Offshore Meeting", 4],
  ["Annual Day", 12],
];

test.describe("celebrations gallery", () => {
  test("shows the five albums newest first, each with its month, photo counts, thumbnails lazy and sized", async ({ page }) => {
    await page.goto("/aboutus/our-celebrations");
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(ALBUMS.map(([name]) => name));
    const months = await page.locator("main time").evaluateAll((times) => times.map((time) => time.getAttribute("datetime") ?? ""));
    expect(months).toHaveLength(ALBUMS.length);
    expect(months).toEqual([...months].sort().reverse());
    for (const [name, count] of ALBUMS) {
      const album = page.locator("section", { has: page.getByRole("heading", { level: 2, name, exact: true }) });
      await expect(album.getByRole("button", { name: /^Open photo/ })).toHaveCount(count);
    }
    const thumbnails = page.getByRole("button", { name: /^Open photo/ }).locator("img");
    await expect(thumbnails).toHaveCount(ALBUMS.reduce((sum, [, count]) => sum + count, 0));
    for (const image of await thumbnails.all()) {
      await expect(image).toHaveAttribute("loading", "lazy");
      await expect(image).toHaveAttribute("width", /\d+/);
      await expect(image).toHaveAttribute("height", /\d+/);
    }
  });

  test("next runs from an album's last photo into the next album, and the last album wraps to the first @mobile", async ({ page }) => {
    await gotoHydrated(page, "/aboutus/our-celebrations");
    await page.getByRole("button", { name: "Open photo 5 of 5 in Ethnic Wear Day" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Ethnic Wear Day" })).toBeVisible();
    await expect(dialog.getByTestId("photo-counter")).toHaveText("Photo 5 of 5");
    await dialog.getByRole("button", { name: "Next photo" }).click();
    await expect(dialog.getByRole("heading", { name: "Independence Day Event" })).toBeVisible();
    await expect(dialog.getByTestId("photo-counter")).toHaveText("Photo 1 of 6");
    // The photo shown says what its thumbnail says.
    const thumbnailAlt = await page.getByRole("button", { name: "Open photo 1 of 6 in Independence Day Event" }).locator("img").getAttribute("alt");
    expect(thumbnailAlt).toBeTruthy();
    await expect(dialog.getByRole("img", { name: thumbnailAlt!, exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Open photo 12 of 12 in Annual Day" }).click();
    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByRole("heading", { name: "Ethnic Wear Day" })).toBeVisible();
    await expect(dialog.getByTestId("photo-counter")).toHaveText("Photo 1 of 5");
  });

  test("previous runs from an album's first photo back to the previous album's last, and from the first album to the last", async ({ page }) => {
    await gotoHydrated(page, "/aboutus/our-celebrations");
    await page.getByRole("button", { name: "Open photo 1 of 16 in Theme Day" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Previous photo" }).click();
    await expect(dialog.getByRole("heading", { name: "Independence Day Event" })).toBeVisible();
    await expect(dialog.getByTestId("photo-counter")).toHaveText("Photo 6 of 6");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Open photo 1 of 5 in Ethnic Wear Day" }).click();
    await page.keyboard.press("ArrowLeft");
    await expect(dialog.getByRole("heading", { name: "Annual Day" })).toBeVisible();
    await expect(dialog.getByTestId("photo-counter")).toHaveText("Photo 12 of 12");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});
