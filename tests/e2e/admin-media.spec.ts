import { randomInt } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { MEDIA_NOTICES } from "../../app/features/admin/media/media-notices.ts";
import { MEDIA_SVG_MESSAGE } from "../../app/features/media/media-limits.ts";
import { expectNoAxeViolations } from "./expect-no-axe-violations.ts";
import { findWidthProblems } from "./expect-no-sideways-scroll.ts";
import { findLoneCards } from "./find-lone-cards.ts";
import { signInAndOpen } from "./staff-session.ts";

// Uploads wait for the server to make every size and format of each picture.
test.describe.configure({ timeout: 120_000 });

/** A picture no other run has uploaded (the library refuses the same file twice). */
async function uniquePicture(width: number, height: number, format: "png" | "jpeg") {
  const background = { r: randomInt(256), g: randomInt(256), b: randomInt(256) };
  const picture = sharp({ create: { width, height, channels: 3, background } }).composite([
    { input: { create: { width: Math.round(width / 3), height: Math.round(height / 3), channels: 3, background: { r: 255 - background.r, g: 40, b: 200 } } }, top: 10, left: 10 },
  ]);
  return format === "png" ? picture.png().toBuffer() : picture.jpeg().toBuffer();
}

/** Drops files on an element as a person dragging them from their desktop would. */
async function dropFiles(page: Page, selector: string, files: { name: string; type: string; data: Buffer }[]) {
  const transfer = await page.evaluateHandle((sent) => {
    const dataTransfer = new DataTransfer();
    for (const file of sent) {
      const bytes = Uint8Array.from(atob(file.base64), (character) => character.charCodeAt(0));
      dataTransfer.items.add(new File([bytes], file.name, { type: file.type }));
    }
    return dataTransfer;
  }, files.map((file) => ({ name: file.name, type: file.type, base64: file.data.toString("base64") })));
  await page.dispatchEvent(selector, "dragover", { dataTransfer: transfer });
  await page.dispatchEvent(selector, "drop", { dataTransfer: transfer });
}

test("staff drop two pictures on the library, see each upload through, find both in the grid and give one alt text", async ({ page }) => {
  const stamp = Date.now().toString(36);
  const harbour = `harbour-${stamp}.jpg`;
  const skyline = `skyline-${stamp}.png`;
  await signInAndOpen(page, "/admin/media");
  await expect(page.getByRole("heading", { level: 1, name: "Media" })).toBeVisible();

  await dropFiles(page, "form[enctype='multipart/form-data']", [
    { name: harbour, type: "image/jpeg", data: await uniquePicture(1400, 900, "jpeg") },
    { name: skyline, type: "image/png", data: await uniquePicture(500, 500, "png") },
  ]);
  const uploads = page.getByRole("list", { name: "Uploads" });
  for (const name of [harbour, skyline]) {
    await expect(uploads.getByRole("listitem").filter({ hasText: name })).toContainText("Added to the library", { timeout: 60_000 });
  }

  // A drawing is refused on its own, with the reason, while the others stand.
  await page.getByLabel("Drop pictures here, or choose them").setInputFiles({ name: `logo-${stamp}.svg`, mimeType: "image/svg+xml", buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') });
  await expect(uploads.getByRole("listitem").filter({ hasText: `logo-${stamp}.svg` })).toContainText(MEDIA_SVG_MESSAGE);

  // The grid follows without a reload.
  const grid = page.getByRole("list", { name: /newest first/ });
  await expect(grid.getByRole("link", { name: harbour })).toBeVisible();
  await expect(grid.getByRole("link", { name: skyline })).toBeVisible();
  await expect(grid.getByRole("listitem").filter({ hasText: harbour })).toContainText("1400 × 900");
  await expect(grid.getByRole("listitem").filter({ hasText: harbour })).toContainText("Needs alt text");
  await expectNoAxeViolations(page, "the library after uploading");
  // The sweep in phone-layout.spec.ts sees the library empty; here it holds pictures.
  expect([...(await findWidthProblems(page)), ...(await findLoneCards(page))]).toEqual([]);

  await grid.getByRole("link", { name: harbour }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Picture" })).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor();
  // Saving without alt text is stopped before it is sent, with the reason at the field.
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByRole("alert")).toContainText("The details were not saved");
  await page.getByRole("textbox", { name: "Alt text" }).fill("Fishing boats moored in the harbour at dawn");
  await page.getByRole("textbox", { name: "Caption" }).fill("Mumbai, 2026");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByRole("status")).toHaveText(MEDIA_NOTICES.saved);
  await expect(page.getByText("Alt text written")).toBeVisible();
  await expect(page.getByRole("img", { name: "Fishing boats moored in the harbour at dawn" })).toBeVisible();
  await expectNoAxeViolations(page, "a picture's details");

  expect(await findWidthProblems(page)).toEqual([]);

  // The detail page and the library fit a small phone too (the sweep in phone-layout.spec.ts opens only pages without an id).
  await page.setViewportSize({ width: 320, height: 800 });
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor();
  expect(await findWidthProblems(page)).toEqual([]);

  await page.getByRole("link", { name: "All pictures" }).click();
  await expect(page.getByRole("list", { name: /newest first/ }).getByRole("listitem").filter({ hasText: harbour })).toContainText("Alt text written");
  expect([...(await findWidthProblems(page)), ...(await findLoneCards(page))]).toEqual([]);
});
