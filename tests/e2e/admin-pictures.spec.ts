import { randomInt } from "node:crypto";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { seedPages } from "../../app/content/seed-pages.ts";
import { largePhonePhotoWithGps } from "../helpers/media-files.ts";
import { signInAndOpen } from "./staff-session.ts";

// A 24-megapixel upload is made into every size and format before it is listed.
test.describe.configure({ timeout: 180_000 });

// A page with a text section: a picture can stand beside its paragraphs.
const target = seedPages.find((candidate) => candidate.sections.some((section) => section.kind === "text"))!;
const sectionNumber = target.sections.findIndex((section) => section.kind === "text") + 1;

test("a 24-megapixel phone photo, once described, goes beside a page's text and on a post, and Chromium gets it as AVIF at the width it shows, without its GPS position or a layout shift", async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  const name = `team-offsite-${stamp}.jpg`;
  const alt = "The delivery team on the deck during the offsite";
  await signInAndOpen(page, "/admin/media");
  await page.getByLabel("Drop pictures here, or choose them").setInputFiles({ name, mimeType: "image/jpeg", buffer: await largePhonePhotoWithGps(randomInt(1 << 24)) });
  await expect(page.getByRole("list", { name: "Uploads" }).getByRole("listitem").filter({ hasText: name })).toContainText("Added to the library", { timeout: 120_000 });

  // Not offered to pages until it is described.
  const grid = page.getByRole("list", { name: /newest first/ });
  await expect(grid.getByRole("listitem").filter({ hasText: name })).toContainText("Needs alt text");
  await grid.getByRole("link", { name }).click();
  await page.locator("html[data-hydrated]").waitFor();
  await page.getByRole("textbox", { name: "Alt text" }).fill(alt);
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("Alt text written")).toBeVisible();

  // Beside the text of a page, published.
  await page.goto("/admin/pages");
  await page.locator("#main-content").getByRole("link", { name: target.title, exact: true }).click();
  await page.locator("html[data-hydrated]").waitFor();
  await page.locator("summary", { hasText: new RegExp(`^${sectionNumber}\\. `) }).click();
  const section = page.getByRole("group", { name: new RegExp(`^${sectionNumber}\\. `) });
  if (await section.getByRole("button", { name: "Add a picture" }).isVisible()) await section.getByRole("button", { name: "Add a picture" }).click();
  await section.getByRole("combobox", { name: "Picture beside the text" }).selectOption({ label: name });
  await expect(section.getByRole("textbox", { name: "Alt text" })).toHaveValue(alt);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Published: visitors see this version now.");

  // As a post's cover.
  await page.goto("/admin/posts/new");
  await page.locator("html[data-hydrated]").waitFor();
  // A title of its own: a retry's post must not take the first try's slug.
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(`Three days by the sea ${stamp}`);
  await page.getByRole("textbox", { name: "Author" }).fill("Meera Deshpande");
  await page.getByRole("radio", { name: /Published/ }).check();
  await page.getByRole("combobox", { name: "Cover picture" }).selectOption({ label: name });
  await page.getByRole("textbox", { name: "Content" }).fill("We planned the year on a boat deck.");
  await page.getByRole("button", { name: "Create post" }).click();
  await expect(page).toHaveURL(/\/admin\/posts\/\d+\?notice=created/);
  const postId = /\/admin\/posts\/(\d+)/.exec(page.url())![1];

  // Visitors at 1280 px: the browser picks the AVIF of the width it lays the picture out at.
  const visitor = await browser.newPage({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });
  await visitor.addInitScript(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  for (const path of [`/${target.family}/${target.slug}`, `/blog/${postId}`]) {
    await visitor.goto(path);
    const picture = visitor.getByRole("img", { name: alt });
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const shown = await picture.evaluate((image: HTMLImageElement) => ({ src: image.currentSrc, laidOut: image.getBoundingClientRect().width }));
    expect(shown.src, path).toMatch(/\/media\/[0-9a-f]{32}\.avif$/);
    const file = Buffer.from(await (await visitor.request.get(shown.src)).body());
    const metadata = await sharp(file).metadata();
    // A file about as wide as the box it fills (the widths go in steps of 320): never the 1920 px one for a smaller box.
    expect(metadata.width!, path).toBeGreaterThanOrEqual(Math.round(shown.laidOut * 0.9));
    expect(metadata.width!, path).toBeLessThan(Math.round(shown.laidOut) + 640);
    expect(metadata.exif, path).toBeUndefined();
    expect(file.includes(Buffer.from("WGS-84")), path).toBe(false);
    expect(await visitor.evaluate(() => (window as unknown as { shifts: number }).shifts), path).toBe(0);
  }
  await visitor.close();
});
