import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./goto-hydrated.ts";

// The spec's route table: every static route answers 200 with its title in the banner and a breadcrumb.
const routes: { path: string; title: string; trail: string[] }[] = [
  { path: "/services/platform-development", title: "Platform Development & Digital Transformation", trail: ["Home"] },
  { path: "/services/bi-and-analytics", title: "BI & Analytics", trail: ["Home"] },
  { path: "/services/cloud-management", title: "Cloud Management", trail: ["Home"] },
  { path: "/services/rpa-solutions", title: "RPA Solutions", trail: ["Home"] },
  { path: "/services/platform-acceleration", title: "Platform Accelerators", trail: ["Home"] },
  { path: "/services/testing-and-qa", title: "Testing & QA Services", trail: ["Home"] },
  { path: "/industries/banking-and-finance", title: "Banking & Finance", trail: ["Home"] },
  { path: "/industries/healthcare-and-pharma", title: "Healthcare & Pharma", trail: ["Home"] },
  { path: "/industries/travel-and-tourism", title: "Travel & Tourism", trail: ["Home"] },
  { path: "/industries/print-and-publish", title: "Print & Publishing", trail: ["Home"] },
  { path: "/industries/mutual-fund-distributor", title: "Mutual Funds Distributor", trail: ["Home"] },
  { path: "/industries/labour-and-office", title: "Labor, Office & Factory Law Compliance", trail: ["Home"] },
  { path: "/aboutus/life-at-kairav", title: "Life at Kairav", trail: ["Home"] },
  { path: "/aboutus/our-celebrations", title: "Our Celebrations", trail: ["Home"] },
  { path: "/solutions", title: "Solutions", trail: ["Home"] },
  { path: "/solutions/thor-platform", title: "Thor Platform", trail: ["Home", "Solutions"] },
  { path: "/solutions/customer-onboarding", title: "Customer Onboarding", trail: ["Home", "Solutions"] },
  { path: "/solutions/financial-planning", title: "Financial Planning Tool", trail: ["Home", "Solutions"] },
  { path: "/solutions/customer-relationship-management", title: "Customer Relationship Management (CRM)", trail: ["Home", "Solutions"] },
  { path: "/solutions/videokyc", title: "Video KYC", trail: ["Home", "Solutions"] },
  { path: "/solutions/multifactor-authentication", title: "Advanced Multi Factor Authentication", trail: ["Home", "Solutions"] },
  { path: "/solutions/email-analytics", title: "Email Analytics", trail: ["Home", "Solutions"] },
  { path: "/solutions/financial-analyst", title: "Financial Analyst", trail: ["Home", "Solutions"] },
];

// Counts the spec fixes. Content that drifts from them fails here.
const USE_CASES: Record<string, { count: number; button: string }> = {
  "/services/platform-development": { count: 3, button: "Read More" },
  "/services/bi-and-analytics": { count: 2, button: "Read More" },
  "/services/cloud-management": { count: 4, button: "Read More" },
  "/services/rpa-solutions": { count: 5, button: "Read More" },
  "/services/platform-acceleration": { count: 4, button: "View Details" },
  "/services/testing-and-qa": { count: 4, button: "Keep Reading" },
  "/industries/banking-and-finance": { count: 2, button: "Read More" },
  "/industries/healthcare-and-pharma": { count: 2, button: "Read More" },
  "/industries/travel-and-tourism": { count: 2, button: "Read More" },
  "/industries/print-and-publish": { count: 1, button: "Read More" },
  "/industries/mutual-fund-distributor": { count: 2, button: "Read More" },
  "/industries/labour-and-office": { count: 1, button: "Read More" },
  "/solutions/thor-platform": { count: 4, button: "View Details" },
  "/solutions/email-analytics": { count: 4, button: "Read More" },
};

const SLIDERS: { path: string; slides: number; dots: boolean }[] = [
  { path: "/solutions/customer-onboarding", slides: 13, dots: true },
  { path: "/solutions/customer-relationship-management", slides: 7, dots: true },
  { path: "/solutions/financial-planning", slides: 12, dots: true },
  { path: "/solutions/multifactor-authentication", slides: 10, dots: true },
  { path: "/solutions/multifactor-authentication", slides: 13, dots: false },
  { path: "/solutions/videokyc", slides: 19, dots: true },
];

const SOLUTION_CARDS = 8;
const ONBOARDING_BENEFITS = 15;
const PLATFORM_BENEFIT_CARDS = 6;
const CORE_VALUES = ["Ownership", "Transparency", "Aligning to Customer Business", "Learning & Growing", "Holistic Wellbeing"];
const LIFE_TESTIMONIALS = 4;

function useCaseButtons(page: Page, label: string) {
  return page.getByTestId("use-case-cards").getByRole("button", { name: new RegExp(`^${label}:`) });
}

test.describe("content pages", () => {
  for (const { path, title, trail } of routes) {
    test(`${path} answers 200 with its banner and breadcrumb`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
      const items = breadcrumb.getByRole("listitem");
      await expect(items).toHaveCount(trail.length + 1);
      for (const [index, name] of trail.entries()) await expect(items.nth(index).getByRole("link")).toHaveText(name);
      await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
      await expect(items.last()).toHaveText(title);
    });
  }

  test("an unknown slug in each family gives the 404 page", async ({ page }) => {
    for (const path of ["/services/no-such-service", "/industries/no-such-industry", "/solutions/no-such-solution"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toBeVisible();
    }
  });

  for (const [path, { count, button }] of Object.entries(USE_CASES)) {
    test(`${path} has ${count} use cases opened by '${button}'`, async ({ page }) => {
      await page.goto(path);
      await expect(useCaseButtons(page, button)).toHaveCount(count);
    });
  }

  for (const { path, slides, dots } of SLIDERS) {
    test(`${path} has a slider of ${slides} slides${dots ? "" : " without dots"}`, async ({ page }) => {
      await page.goto(path);
      const carousel = page.locator('[aria-roledescription="carousel"]').filter({ has: page.locator(`[aria-roledescription="slide"][aria-label="1 of ${slides}"]`) });
      await expect(carousel).toHaveCount(1);
      await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(slides);
      await expect(carousel.getByRole("button", { name: /^Previous/ })).toBeVisible();
      await expect(carousel.getByRole("button", { name: /^Show slide/ })).toHaveCount(dots ? slides : 0);
    });
  }

  test("the solutions listing links its 8 cards to their pages", async ({ page }) => {
    await page.goto("/solutions");
    const cards = page.getByTestId("solution-cards").getByRole("link");
    await expect(cards).toHaveCount(SOLUTION_CARDS);
    for (const href of await cards.evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
      expect(routes.some((route) => route.path === href), href ?? "").toBe(true);
    }
  });

  test("customer onboarding lists 15 benefits and opens its sample PDF in a new tab", async ({ page, request }) => {
    await page.goto("/solutions/customer-onboarding");
    const benefits = page.locator("section", { has: page.getByRole("heading", { level: 2, name: /benefit/i }) }).getByRole("listitem");
    await expect(benefits).toHaveCount(ONBOARDING_BENEFITS);
    const pdfLink = page.locator('a[href$=".pdf"]');
    await expect(pdfLink).toHaveAttribute("target", "_blank");
    const pdf = await request.get((await pdfLink.getAttribute("href"))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  });

  test("the Thor platform page has 6 benefit cards", async ({ page }) => {
    await page.goto("/solutions/thor-platform");
    const section = page.locator("section", { has: page.getByRole("heading", { level: 2, name: /benefit/i }) }).first();
    await expect(section.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) })).toHaveCount(PLATFORM_BENEFIT_CARDS);
  });

  test("cloud management has a Technology / Description table and print & publishing a table of solutions", async ({ page }) => {
    await page.goto("/services/cloud-management");
    await expect(page.getByRole("columnheader")).toHaveText(["Technology", "Description"]);
    await page.goto("/industries/print-and-publish");
    await expect(page.getByRole("table")).toHaveCount(1);
    expect(await page.getByRole("table").getByRole("row").count()).toBeGreaterThan(3);
  });

  test("BI & Analytics compares data lakes, warehouses and lakehouses", async ({ page }) => {
    await page.goto("/services/bi-and-analytics");
    for (const name of ["Data Lakes", "Data Warehouses", "Data Lakehouses"]) {
      await expect(page.getByRole("heading", { level: 3, name, exact: true })).toBeVisible();
    }
  });

  test("life at the company names the five core values and has 4 testimonials that wrap", async ({ page }) => {
    await gotoHydrated(page, "/aboutus/life-at-kairav");
    for (const value of CORE_VALUES) await expect(page.getByRole("heading", { level: 3, name: value, exact: true })).toBeVisible();
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(LIFE_TESTIMONIALS);
    await carousel.getByRole("button", { name: "Previous testimonial" }).click();
    await expect(carousel.locator('[aria-roledescription="slide"][data-active="true"]')).toHaveAttribute("aria-label", `${LIFE_TESTIMONIALS} of ${LIFE_TESTIMONIALS}`);
    await carousel.getByRole("button", { name: "Next testimonial" }).click();
    await expect(carousel.locator('[aria-roledescription="slide"][data-active="true"]')).toHaveAttribute("aria-label", `1 of ${LIFE_TESTIMONIALS}`);
  });
});

test.describe("use-case modals and the diagram lightbox", () => {
  test("a use case opens from its card and closes by x, Close, Escape and the backdrop, returning focus @mobile", async ({ page }) => {
    await gotoHydrated(page, "/services/testing-and-qa");
    const opener = useCaseButtons(page, "Keep Reading").first();
    const dialog = page.getByRole("dialog");
    const ways: [string, () => Promise<void>][] = [
      ["x", () => dialog.getByRole("button", { name: "Close dialog" }).click()],
      ["Close", () => dialog.getByRole("button", { name: "Close", exact: true }).click()],
      ["Escape", () => page.keyboard.press("Escape")],
      ["backdrop", () => page.mouse.click(5, 5)],
    ];
    for (const [way, close] of ways) {
      await opener.click();
      await expect(dialog, way).toBeVisible();
      for (const heading of ["About the Company", "Objective", "Problem Statement", "Challenges", "Solution Implementation"]) {
        await expect(dialog.getByRole("heading", { name: heading, exact: true })).toBeVisible();
      }
      await expect(dialog.getByRole("img")).toHaveCount(1);
      await close();
      await expect(dialog, way).toBeHidden();
      await expect(opener, way).toBeFocused();
    }
  });

  test("Tab stays inside an open use-case modal", async ({ page }) => {
    await gotoHydrated(page, "/services/cloud-management");
    await useCaseButtons(page, "Read More").first().click();
    const dialog = page.getByRole("dialog");
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
  });

  test("an enlargeable diagram opens full size and the x closes it", async ({ page }) => {
    await gotoHydrated(page, "/services/bi-and-analytics");
    const enlarge = page.getByRole("button", { name: /^Enlarge diagram/ }).first();
    await enlarge.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    const image = dialog.getByRole("img");
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await dialog.getByRole("button", { name: "Close dialog" }).click();
    await expect(dialog).toBeHidden();
    await expect(enlarge).toBeFocused();
    // Escape and a click beside the picture close it too.
    await enlarge.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await enlarge.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });
});
