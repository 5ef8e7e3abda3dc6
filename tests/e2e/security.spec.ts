import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./goto-hydrated.ts";

const required = ["strict-transport-security", "x-content-type-options", "referrer-policy", "permissions-policy", "content-security-policy"];

test.describe("security headers and CSP", () => {
  for (const path of ["/", "/no-such-page", "/robots.txt"]) {
    test(`${path} carries the security headers and a CSP without 'unsafe-inline' scripts`, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      for (const name of required) expect(headers[name], name).toBeTruthy();
      const csp = headers["content-security-policy"] ?? "";
      const scriptSrc = csp.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
      expect(scriptSrc).not.toContain("unsafe-inline");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(headers["x-content-type-options"]).toBe("nosniff");
    });
  }

  test("pages run with no CSP violation, prerendered or server-rendered", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/.test(message.text())) violations.push(message.text());
    });
    for (const path of ["/", "/no-such-page"]) {
      // Hydration needs every script to run: a CSP that blocked one would stop it.
      await gotoHydrated(page, path);
    }
    await gotoHydrated(page, "/");
    await page.getByRole("region", { name: "Highlights" }).getByRole("button", { name: "Next slide" }).click();
    await expect(page.locator('[aria-roledescription="slide"][data-active="true"]').first()).toHaveAttribute("aria-label", "2 of 4");
    expect(violations).toEqual([]);
  });

  test("hashed assets are cached for a year and sent compressed", async ({ request, page }) => {
    await gotoHydrated(page, "/");
    const script = await page.locator('script[type="module"][src], link[rel="modulepreload"]').first().getAttribute("src").catch(() => null);
    const asset = script ?? (await page.locator('link[rel="modulepreload"]').first().getAttribute("href"));
    const response = await request.get(asset!, { headers: { "Accept-Encoding": "br" } });
    expect(response.headers()["cache-control"]).toContain("immutable");
    expect(response.headers()["content-encoding"]).toBe("br");
  });

  test("health and readiness endpoints answer", async ({ request }) => {
    expect((await request.get("/healthz")).status()).toBe(200);
    const ready = await request.get("/readyz");
    expect(ready.status()).toBe(200);
    expect(await ready.text()).toBe("ready");
  });
});
