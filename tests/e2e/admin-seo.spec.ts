import { expect, test, type Page } from "@playwright/test";
import { readSitemapPaths } from "../helpers/read-sitemap.ts";
import { signInAndOpen } from "./staff-session.ts";

// Each test signs in, edits, publishes and reads the public site back.
test.describe.configure({ timeout: 120_000 });

const PAGE_TITLE = "Labor, Office & Factory Law Compliance";
const PAGE_PATH = "/industries/labour-and-office";

async function openPageEditor(page: Page) {
  await signInAndOpen(page, "/admin/pages");
  await page.locator("#main-content").getByRole("link", { name: PAGE_TITLE, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit page" })).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor();
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Published: visitors see this version now.");
}

test("staff give a page a search title and hide it from search engines: the public head and the sitemap follow once published", async ({ page, request }) => {
  await openPageEditor(page);
  const fields = page.getByRole("group", { name: "Search engines and sharing" });
  const searchTitle = `Factory law compliance, state by state ${Date.now().toString(36)}`;
  await fields.getByLabel("Search title").fill(searchTitle);
  await expect(fields.getByText(`${searchTitle.length} characters, fits in search results`)).toBeVisible();
  // The description's count follows the typing.
  const description = fields.getByLabel("Meta description");
  await description.fill("Too short.");
  await expect(fields.getByText("10 characters, shorter than advised (120–160).")).toBeVisible();
  await description.fill("Registers, returns and inspections for labour, shops and factories law in every state, kept current by a team that files them every month for you.");
  await expect(fields.getByText(/characters, within the advised length/)).toBeVisible();
  await fields.getByRole("checkbox", { name: "Hide from search engines" }).check();

  // A draft changes nothing public.
  const before = await request.get(PAGE_PATH);
  expect(await before.text()).not.toContain(searchTitle);

  await publish(page);
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(PAGE_PATH);
  await expect(visitor).toHaveTitle(searchTitle);
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  const image = await visitor.locator('meta[property="og:image"]').getAttribute("content");
  expect(new URL(image ?? "").pathname).toMatch(/^\/social-cards\/industries\/labour-and-office-[0-9a-f]{8}\.png$/);
  await visitor.close();
  const sitemap = await readSitemapPaths(async (path) => (await request.get(path)).text());
  expect(sitemap).not.toContain(PAGE_PATH);
  expect(sitemap).toContain("/industries/banking-and-finance");

  // Shown again to search engines: the page is back in the sitemap and its head has no robots tag.
  await fields.getByRole("checkbox", { name: "Hide from search engines" }).uncheck();
  await fields.getByLabel("Search title").fill("");
  await publish(page);
  expect(await readSitemapPaths(async (path) => (await request.get(path)).text())).toContain(PAGE_PATH);
  const after = await (await request.get(PAGE_PATH)).text();
  expect(after).not.toContain('name="robots"');
});

test("a post published without a picture is shared with a generated card", async ({ page, request }) => {
  await signInAndOpen(page, "/admin/posts/new");
  const title = `Release trains without a cover ${Date.now().toString(36)}`;
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.getByLabel("Author").fill("Asha Rao");
  await page.getByLabel("Content").fill("One fixed date a fortnight, and nothing else.");
  await page.getByRole("radio", { name: /Published/ }).check();
  await page.getByRole("button", { name: "Create post" }).click();
  await expect(page).toHaveURL(/\/admin\/posts\/\d+\?notice=created$/);
  const id = /\/admin\/posts\/(\d+)/.exec(page.url())![1];

  const post = await request.get(`/blog/${id}`);
  const html = await post.text();
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  const path = new URL(image ?? "").pathname;
  expect(path).toMatch(new RegExp(`^/social-cards/blog/${id}-[0-9a-f]{8}\\.png$`));
  expect(html).toContain(`<meta name="twitter:image" content="${image}"`);
  const card = await request.get(path);
  expect(card.status()).toBe(200);
  expect(card.headers()["content-type"]).toBe("image/png");
  const bytes = await card.body();
  expect(bytes.readUInt32BE(16)).toBe(1200);
  expect(bytes.readUInt32BE(20)).toBe(630);
});
