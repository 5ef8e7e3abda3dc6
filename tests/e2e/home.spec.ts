import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./goto-hydrated.ts";

const HERO_SLIDES = 4;
const TESTIMONIALS = 5;
const TEAM_MEMBERS = 3;

function activeSlide(page: Page, carouselName: string) {
  return page.getByRole("region", { name: carouselName }).locator('[aria-roledescription="slide"][data-active="true"]');
}

/** The pictures in the banner's slide `slide` (from 1), once they are in the page. */
function heroPictures(page: Page) {
  const slides = page.getByRole("region", { name: "Highlights" }).locator('[aria-roledescription="slide"]');
  return (slide: number) => slides.nth(slide - 1).locator("img");
}

/**
 * Opens a page with its clock standing still, moved on in steps of 100 ms only until the page is
 * ready, so that its timers start within a step of the test's own count. A clock left running while
 * the page loads (as `install` leaves it) gives a slow machine a second or more on top of it.
 */
async function gotoWithTimeStill(page: Page, path: string) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.goto(path);
  while ((await page.locator("html[data-hydrated]").count()) === 0) await page.clock.runFor(100);
}

test.describe("home page", () => {
  test("has the banner, about, testimonials, team, roadmap and sister-company blocks", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const banner = page.getByRole("region", { name: "Highlights" });
    await expect(banner).toHaveAttribute("aria-roledescription", "carousel");
    await expect(banner.locator('[aria-roledescription="slide"]')).toHaveCount(HERO_SLIDES);
    await expect(page.getByRole("heading", { name: "Welcome to Kairav Technologies" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Key values" })).toBeVisible();
    for (const pillar of ["Vision", "Mission", "Values"]) {
      await expect(page.getByRole("heading", { name: pillar, exact: true })).toBeVisible();
    }
    await expect(page.getByText(/source code IP always belongs to the customer/)).toBeVisible();
    await expect(page.getByText("300+", { exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "Client testimonials" }).locator('[aria-roledescription="slide"]')).toHaveCount(TESTIMONIALS);
    await expect(page.getByRole("heading", { name: "The team behind Kairav" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Read bio of / })).toHaveCount(TEAM_MEMBERS);
    await expect(page.getByRole("img", { name: /Roadmap from 2016/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Kairav Cloud" })).toBeVisible();
    await expect(page.getByText(/Founded in 2016/)).toBeVisible();
  });

  test("the banner carousel wraps both ways and its indicators pick a slide", async ({ page }) => {
    await gotoHydrated(page, "/");
    const banner = page.getByRole("region", { name: "Highlights" });
    await banner.getByRole("button", { name: /Stop automatic slide show/ }).click();
    await expect(activeSlide(page, "Highlights")).toHaveAttribute("aria-label", `1 of ${HERO_SLIDES}`);
    await banner.getByRole("button", { name: "Previous slide" }).click();
    await expect(activeSlide(page, "Highlights")).toHaveAttribute("aria-label", `${HERO_SLIDES} of ${HERO_SLIDES}`);
    await banner.getByRole("button", { name: "Next slide" }).click();
    await expect(activeSlide(page, "Highlights")).toHaveAttribute("aria-label", `1 of ${HERO_SLIDES}`);
    await banner.getByRole("button", { name: "Show slide 3" }).click();
    await expect(activeSlide(page, "Highlights")).toHaveAttribute("aria-label", `3 of ${HERO_SLIDES}`);
    await expect(banner.getByRole("button", { name: "Show slide 3" })).toHaveAttribute("aria-current", "true");
    // Only the active slide is exposed: the others are inert.
    await expect(banner.locator('[aria-roledescription="slide"][inert]')).toHaveCount(HERO_SLIDES - 1);
  });

  test("arrow keys move the testimonials carousel, wrapping both ways", async ({ page }) => {
    await gotoHydrated(page, "/");
    const carousel = page.getByRole("region", { name: "Client testimonials" });
    await carousel.getByRole("button", { name: "Next testimonial" }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect(activeSlide(page, "Client testimonials")).toHaveAttribute("aria-label", `${TESTIMONIALS} of ${TESTIMONIALS}`);
    await page.keyboard.press("ArrowRight");
    await expect(activeSlide(page, "Client testimonials")).toHaveAttribute("aria-label", `1 of ${TESTIMONIALS}`);
  });

  test("the banner rotates by itself, pauses on focus, and can be stopped", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/");
    await page.clock.runFor(7_500);
    await expect(activeSlide(page, "Highlights")).toHaveAttribute("aria-label", `2 of ${HERO_SLIDES}`);
    const stop = page.getByRole("button", { name: "Stop automatic slide show" });
    await stop.focus();
    await page.clock.runFor(15_000);
    await expect(activeSlide(page, "Highlights")).toHaveAttribute("aria-label", `2 of ${HERO_SLIDES}`);
    await stop.click();
    await page.getByRole("heading", { name: "Welcome to Kairav Technologies" }).click();
    await page.clock.runFor(15_000);
    await expect(activeSlide(page, "Highlights")).toHaveAttribute("aria-label", `2 of ${HERO_SLIDES}`);
    await expect(page.getByRole("button", { name: "Start automatic slide show" })).toBeVisible();
  });

  test("the banner brings in its other slides' pictures when the visitor reaches for the page", async ({ page }) => {
    await gotoWithTimeStill(page, "/");
    const picturesOf = heroPictures(page);
    await expect(picturesOf(1)).toHaveCount(1);
    for (const slide of [2, 3, 4]) await expect(picturesOf(slide)).toHaveCount(0);
    await page.mouse.move(20, 20);
    // The neighbours, either way: the next slide and, wrapping around, the last.
    await expect(picturesOf(2)).toHaveCount(1);
    await expect(picturesOf(4)).toHaveCount(1);
    await expect(picturesOf(3)).toHaveCount(0);
  });

  test("the banner brings in the next slide's picture before its first automatic step", async ({ page }) => {
    await gotoWithTimeStill(page, "/");
    const picturesOf = heroPictures(page);
    await page.clock.runFor(3_500);
    await expect(picturesOf(2)).toHaveCount(0);
    // The first step comes at 7 s; the pictures 3 s before it.
    await page.clock.runFor(700);
    await expect(picturesOf(2)).toHaveCount(1);
    await expect(activeSlide(page, "Highlights")).toHaveAttribute("aria-label", `1 of ${HERO_SLIDES}`);
    await page.clock.runFor(3_000);
    await expect(activeSlide(page, "Highlights")).toHaveAttribute("aria-label", `2 of ${HERO_SLIDES}`);
    await expect(picturesOf(3)).toHaveCount(1);
  });

  test("does not rotate and offers no autoplay control under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await gotoHydrated(page, "/");
    await page.clock.runFor(20_000);
    await expect(activeSlide(page, "Highlights")).toHaveAttribute("aria-label", `1 of ${HERO_SLIDES}`);
    await expect(page.getByRole("button", { name: /automatic slide show/ })).toHaveCount(0);
  });

  test("team cards flip to the bio, mail link and social links, by keyboard too @mobile", async ({ page }) => {
    await gotoHydrated(page, "/");
    const readBio = page.getByRole("button", { name: "Read bio of Meera Deshpande" });
    await readBio.focus();
    await page.keyboard.press("Enter");
    const back = page.getByRole("button", { name: "Back to profile of Meera Deshpande" });
    await expect(back).toBeFocused();
    const card = page.locator(".flip-card", { has: back });
    await expect(card).toHaveAttribute("data-flipped", "true");
    await expect(card.getByRole("link", { name: /Email Meera/ })).toHaveAttribute("href", /^mailto:/);
    await expect(card.getByRole("link", { name: /LinkedIn/ })).toBeVisible();
    // The front face is inert while the back is shown.
    await expect(card.locator("[inert]").getByText("Read bio")).toHaveCount(1);
    await page.keyboard.press("Enter");
    await expect(card).toHaveAttribute("data-flipped", "false");
    await expect(page.getByRole("button", { name: "Read bio of Meera Deshpande" })).toBeFocused();
  });
});
