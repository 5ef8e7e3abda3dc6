import { expect, test, type Page } from "@playwright/test";

// A public page defines at load only the custom elements with work to do before the visitor does
// anything (app/elements-defined-at-load.ts: a carousel that rotates on its own, the job board with
// a requested panel); the others only answer the visitor, and are defined at the first gesture. A
// page without any such element loads no client entry before that gesture, and one whose only such
// work can wait (a banner's first automatic step) loads it at the gesture or once the wait is over
// (server/optimize-page-html.ts).

/** The page with its scripts run and nothing done to it yet: no pointer, no key, no focus. */
async function gotoUntouched(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor();
}

function defined(page: Page, names: string[]): Promise<boolean[]> {
  return page.evaluate((all) => all.map((name) => customElements.get(name) !== undefined), names);
}

/** The address of one of the build's scripts, by its name before the content hash. */
function scriptAddress(name: string): RegExp {
  return new RegExp(`/${name.replace(".", "\\.")}-[\\w-]+\\.js$`);
}

/** Makes the page's requests for one script (its name before the content hash) wait, as on a slow line. */
async function delayScript(page: Page, name: string, ms: number): Promise<void> {
  await page.route(scriptAddress(name), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** Makes the page's requests for one script wait until the function it resolves to is called. */
async function holdScript(page: Page, name: string): Promise<() => void> {
  let deliver!: () => void;
  const delivered = new Promise<void>((resolve) => (deliver = resolve));
  await page.route(scriptAddress(name), async (route) => {
    await delivered;
    await route.continue();
  });
  return deliver;
}

test("a visitor who only reads loads no element that only answers them; the first gesture defines them", async ({ page }) => {
  const flipCardModules: string[] = [];
  page.on("request", (request) => {
    if (/\/flip-card-element-[\w-]+\.js$/.test(request.url())) flipCardModules.push(request.url());
  });
  await gotoUntouched(page, "/");
  await page.waitForTimeout(500);
  // The banner, which rotates on its own, is defined before its first automatic step, seconds on.
  const names = ["kairav-site-header", "kairav-carousel", "kairav-nav-dropdown", "kairav-site-footer", "kairav-flip-card"];
  expect(await defined(page, names)).toEqual([false, false, false, false, false]);
  expect(flipCardModules).toEqual([]);

  await page.mouse.move(5, 5);
  await expect.poll(() => defined(page, names)).toEqual([true, true, true, true, true]);
  expect(flipCardModules).toHaveLength(1);
});

test("a page with nothing to do before the first gesture loads no client entry until the visitor reaches for it", async ({ page }) => {
  const entries: string[] = [];
  page.on("request", (request) => {
    if (/\/entry\.client-[\w-]+\.js$/.test(request.url())) entries.push(request.url());
  });
  await gotoUntouched(page, "/blog");
  await page.waitForTimeout(500);
  const names = ["kairav-site-header", "kairav-nav-dropdown", "kairav-site-footer"];
  expect(await defined(page, names)).toEqual([false, false, false]);
  expect(entries).toEqual([]);

  await page.mouse.move(5, 5);
  await expect.poll(() => defined(page, names)).toEqual([true, true, true]);
  expect(entries).toHaveLength(1);
});

test("a tap on the phone menu's button as the first gesture opens the menu once the page's entry has arrived @phone", async ({ page }) => {
  await delayScript(page, "entry.client", 300);
  await gotoUntouched(page, "/blog");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  await expect(page.locator("#mobile-menu").getByRole("link", { name: "Contact Us" }).first()).toBeVisible();
});

for (const { path, when, entryLate } of [
  // The entry is there: the menu is defined in the pointer's first event, before it enters the menu.
  { path: "/", when: "on a page whose entry loaded before any gesture", entryLate: false },
  // The entry arrives after the pointer entered: the menu, defined under it, opens then.
  { path: "/blog", when: "on a page that loads its entry at the first gesture", entryLate: true },
]) {
  test(`${when}, a pointer that comes straight onto a menu opens it`, async ({ page }) => {
    if (entryLate) await delayScript(page, "entry.client", 300);
    await gotoUntouched(page, path);
    // The home page's banner, which rotates on its own, is defined by the entry without a gesture.
    if (!entryLate) await expect.poll(() => defined(page, ["kairav-carousel"]), { timeout: 10_000 }).toEqual([true]);
    const services = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "SERVICES" });
    await services.hover();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator(`#${await services.getAttribute("aria-controls")}`).getByRole("link", { name: "Platform Development" })).toBeVisible();
  });
}

test("a click on a team card before its module has arrived turns the card once it has @mobile", async ({ page }) => {
  await delayScript(page, "flip-card-element", 800);
  await gotoUntouched(page, "/");
  await page.getByRole("button", { name: "Read bio of Meera Deshpande" }).click();
  const back = page.getByRole("button", { name: "Back to profile of Meera Deshpande" });
  await expect(back).toBeFocused();
  await expect(page.locator(".flip-card", { has: back })).toHaveAttribute("data-flipped", "true");
});

test("a swipe on a carousel before its module has arrived moves it once it has", async ({ page }) => {
  // The carousel's module arrives only once the swipe is over.
  const deliver = await holdScript(page, "carousel-element");
  await gotoUntouched(page, "/aboutus/life-at-kairav");
  const carousel = page.locator('[aria-roledescription="carousel"]');
  const shown = carousel.locator('[aria-roledescription="slide"][data-active="true"]');
  const slides = carousel.locator("[data-carousel-slides]");
  await slides.scrollIntoViewIfNeeded();
  const box = (await slides.boundingBox())!;
  const middle = box.y + box.height / 2;
  // A press from right to left: pointerdown, moves, pointerup.
  await page.mouse.move(box.x + box.width * 0.8, middle);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, middle, { steps: 4 });
  await page.mouse.up();
  expect(await defined(page, ["kairav-carousel"])).toEqual([false]);
  deliver();
  await expect(shown).toHaveAttribute("aria-label", /^2 of \d+$/);
});

test("an arrow key pressed on a carousel before its module has arrived steps it once it has", async ({ page }) => {
  const deliver = await holdScript(page, "carousel-element");
  await gotoUntouched(page, "/aboutus/life-at-kairav");
  const carousel = page.locator('[aria-roledescription="carousel"]');
  const shown = carousel.locator('[aria-roledescription="slide"][data-active="true"]');
  await carousel.getByRole("button", { name: /^Next/ }).focus();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  expect(await defined(page, ["kairav-carousel"])).toEqual([false]);
  const count = await carousel.locator('[aria-roledescription="slide"]').count();
  deliver();
  await expect(shown).toHaveAttribute("aria-label", `${count - 1} of ${count}`);
});

test("a banner defined under a resting mouse holds still until the mouse leaves it", async ({ page }) => {
  const deliver = await holdScript(page, "carousel-element");
  await page.clock.install();
  await gotoUntouched(page, "/");
  const banner = page.getByRole("region", { name: "Highlights" });
  const shown = banner.locator('[aria-roledescription="slide"][data-active="true"]');
  // The first gesture: the page loads its entry, and the banner's module is held.
  await banner.locator("[data-carousel-slides]").hover();
  expect(await defined(page, ["kairav-carousel"])).toEqual([false]);
  deliver();
  await expect.poll(() => defined(page, ["kairav-carousel"])).toEqual([true]);
  await page.clock.runFor(15_000);
  await expect(shown).toHaveAttribute("aria-label", /^1 of \d+$/);

  await page.getByRole("heading", { name: "Welcome to Kairav Technologies" }).hover();
  await page.clock.runFor(7_500);
  await expect(shown).toHaveAttribute("aria-label", /^2 of \d+$/);
});

test("the home page loads its entry without a gesture only as the banner brings in its next picture, and the banner steps 7 s after the paint", async ({ page }) => {
  await gotoUntouched(page, "/");
  const secondSlide = page.getByRole("region", { name: "Highlights" }).locator('[aria-roledescription="slide"]').nth(1);
  // On the page's clock, from the start of its navigation: the moment the second slide shows.
  const secondShownAt = secondSlide.evaluate(
    (slide: HTMLElement) =>
      new Promise<number>((shown) => {
        new MutationObserver(() => slide.dataset.active === "true" && shown(performance.now())).observe(slide, { attributeFilter: ["data-active"] });
      }),
  );
  const shownAt = await secondShownAt;
  const { paintedAt, entryRequestedAt } = await page.evaluate(() => ({
    paintedAt: performance.getEntriesByName("first-contentful-paint")[0]!.startTime,
    entryRequestedAt: performance.getEntriesByType("resource").find((entry) => /\/entry\.client-[\w-]+\.js$/.test(entry.name))!.startTime,
  }));
  // Its next picture comes 3 s before the banner's first step; the page has waited that long for its entry.
  expect(entryRequestedAt - paintedAt).toBeGreaterThanOrEqual(4_000);
  // Counted from the paint, not from the entry's arrival (which would make it 11 s).
  expect(shownAt - paintedAt).toBeGreaterThanOrEqual(6_990);
  expect(shownAt - paintedAt).toBeLessThan(10_000);
});

test("a click on a use case before the dialog's module has arrived opens the dialog once it has", async ({ page }) => {
  await delayScript(page, "modal-dialog-element", 800);
  await gotoUntouched(page, "/services/testing-and-qa");
  await page.getByTestId("use-case-cards").getByRole("button", { name: /^Keep Reading:/ }).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Objective", exact: true })).toBeVisible();
});

test("a click on a use case whose dialog's module failed to load leaves the page as it is without JavaScript", async ({ page }) => {
  await page.route(/\/modal-dialog-element-[\w-]+\.js$/, (route) => route.abort());
  const errors: Error[] = [];
  page.on("pageerror", (error) => errors.push(error));
  await gotoUntouched(page, "/services/testing-and-qa");
  await page.getByTestId("use-case-cards").getByRole("button", { name: /^Keep Reading:/ }).first().click();
  // The rest of the page still answers: a menu opens and its link is followed.
  const services = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "SERVICES" });
  await services.click();
  await page.getByRole("link", { name: "Platform Development" }).first().click();
  await expect(page).toHaveURL(/\/services\/platform-development$/);
  expect(errors).toEqual([]);
});

test("an opening's link clicked before the job board has started opens its dialog once it has @mobile", async ({ page }) => {
  await delayScript(page, "job-board-element", 800);
  await gotoUntouched(page, "/careers");
  const card = page.locator("article").first();
  // Without JavaScript, and until the first gesture, the openings' actions are links to the page's panel.
  await card.getByRole("link", { name: "View & Apply" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.getByRole("dialog").getByRole("button", { name: "Apply Now" })).toBeVisible();
  await expect(page).toHaveURL(/\/careers$/);
});

test("the focus on an opening's link stays as the link becomes a button, and Enter opens the application", async ({ page }) => {
  await gotoUntouched(page, "/careers");
  const card = page.locator("article").first();
  await card.getByRole("link", { name: "Apply Now" }).focus();
  await expect(card.getByRole("button", { name: "Apply Now" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Apply for this position" })).toBeVisible();
});
