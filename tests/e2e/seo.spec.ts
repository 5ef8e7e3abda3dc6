import { expect, test } from "@playwright/test";
import { readSitemapPaths } from "../helpers/read-sitemap.ts";
import { publicPaths } from "./public-paths.ts";

test.describe("SEO basics", () => {
  for (const path of publicPaths()) {
    test(`${path} has a title, description, canonical URL and social tags`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(/Kairav Technologies/);
      expect(await page.locator("html").getAttribute("lang")).toBe("en");
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length).toBeGreaterThan(50);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical ?? "").pathname).toBe(path);
      for (const property of ["og:title", "og:description", "og:url", "og:image"]) {
        await expect(page.locator(`meta[property="${property}"]`)).toHaveCount(1);
      }
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
      await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(1);
      await expect(page.locator('link[rel="icon"]')).toHaveCount(2);
    });
  }

  test("the home page describes the organisation in JSON-LD", async ({ page }) => {
    await page.goto("/");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const organization = blocks.map((text) => JSON.parse(text)).find((data) => data["@type"] === "Organization");
    expect(organization?.name).toBe("Kairav Technologies");
  });

  test("robots.txt allows crawling, keeps staff pages out and points at the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toContain("Disallow: /admin");
    expect(text).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  });

  test("sitemap.xml is an index whose sitemaps list every public page", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.headers()["content-type"]).toContain("xml");
    const locations = await readSitemapPaths(async (path) => (await request.get(path)).text());
    for (const path of publicPaths()) expect(locations).toContain(path);
  });
});
