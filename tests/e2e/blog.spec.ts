import path from "node:path";
import { expect, test, type Page, type Request } from "@playwright/test";
import { createDatabase } from "../../app/db/client.server.ts";
import { demoCategories } from "../../app/db/seed/demo-categories.ts";
import { demoPosts } from "../../app/db/seed/demo-posts.ts";
import { validateComment } from "../../app/features/blog/comment-form-schema.ts";
import { saveComment } from "../../app/features/blog/save-comment.server.ts";
import { expectNoAxeViolations } from "./expect-no-axe-violations.ts";
import { gotoHydrated } from "./goto-hydrated.ts";
import { xssPayloads } from "./xss-payloads.ts";

// Spec §9.
const POSTS_PER_PAGE = 5;
const EXCERPT_LENGTH = 200;
const PUBLISHED_POSTS = demoPosts.length;
const NAME_REQUIRED = "Please enter the first name";
const POSTED = "Comment posted successfully";
const CAPTCHA_REFUSED = "Failed to verify captcha, please try again";

// Each comment test writes to its own post, so parallel tests never count each other's comments.
const POST_FOR_EMPTY_NAME = 1;
const POST_FOR_NEW_COMMENT = 2;
const POST_FOR_REPLAY = 3;
const POST_FOR_NO_SCRIPT = 4;
// A post no other test opens, so the server has not cached it yet; a retry takes the second one.
const POSTS_FOR_XSS = ["qa-automation-layered-approach", "data-lakehouse-object-storage"];

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

function isCommentPost(request: Request, postId: number): boolean {
  return request.method() === "POST" && new URL(request.url()).pathname.startsWith(`/blog/${postId}`);
}

async function cardCount(page: Page) {
  return page.getByTestId("post-card").count();
}

test.describe("blog list", () => {
  test(`shows ${POSTS_PER_PAGE} posts per page and one numbered button per page, with the page in the URL`, async ({ page }) => {
    const pages = Math.ceil(PUBLISHED_POSTS / POSTS_PER_PAGE);
    await gotoHydrated(page, "/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Blogs" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "POSTS", exact: true })).toBeVisible();
    await expect(page.getByTestId("post-card")).toHaveCount(POSTS_PER_PAGE);

    const pagination = page.getByRole("navigation", { name: "Blog pages" });
    await expect(pagination.getByRole("link")).toHaveCount(pages);
    await expect(pagination.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");

    const firstPageTitles = await page.getByTestId("post-card").getByRole("heading").allTextContents();
    await pagination.getByRole("link", { name: `Page ${pages}` }).click();
    await expect(page).toHaveURL(new RegExp(`/blog\\?page=${pages}$`));
    await expect(page.getByTestId("post-card")).toHaveCount(PUBLISHED_POSTS - (pages - 1) * POSTS_PER_PAGE);
    await expect(pagination.getByRole("link", { name: `Page ${pages}` })).toHaveAttribute("aria-current", "page");
    const lastPageTitles = await page.getByTestId("post-card").getByRole("heading").allTextContents();
    expect(lastPageTitles.filter((title) => firstPageTitles.includes(title))).toEqual([]);

    // The URL alone opens the page.
    await page.goto("/blog?page=2");
    await expect(page.getByRole("navigation", { name: "Blog pages" }).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  });

  test("each card has the byline, a title link, a 200-character excerpt and 'Continue reading...'", async ({ page }) => {
    await gotoHydrated(page, "/blog");
    const card = page.getByTestId("post-card").first();
    await expect(card.getByText(/^POST BY .+ ON .+$/)).toBeVisible();
    const excerpt = (await card.getByTestId("post-excerpt").textContent()) ?? "";
    expect(excerpt).toHaveLength(EXCERPT_LENGTH + 3);
    expect(excerpt.endsWith("...")).toBe(true);

    const title = (await card.getByRole("heading").textContent()) ?? "";
    const titleHref = await card.getByRole("link", { name: title }).getAttribute("href");
    expect(titleHref).toMatch(/^\/blog\/\d+$/);
    const more = card.getByRole("link", { name: "Continue reading..." });
    await expect(more).toHaveAttribute("href", titleHref!);
    await more.click();
    await expect(page).toHaveURL(new RegExp(`${titleHref}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  });

  test("choosing a category lists only that category's posts, paginated the same way", async ({ page }) => {
    const category = demoCategories.find((entry) => entry.slug === "cloud-devops")!;
    const expected = demoPosts.filter((post) => post.categorySlugs.includes(category.slug)).map((post) => post.title);
    await gotoHydrated(page, "/blog");
    await page.getByRole("complementary").getByRole("link", { name: new RegExp(`^${category.name.replace("&", "\\&")}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/blog\\?category=${category.slug}$`));
    await expect(page.getByTestId("post-card")).toHaveCount(Math.min(expected.length, POSTS_PER_PAGE));
    expect((await page.getByTestId("post-card").getByRole("heading").allTextContents()).sort()).toEqual(expected.slice(0, POSTS_PER_PAGE).sort());
    const pages = Math.ceil(expected.length / POSTS_PER_PAGE);
    if (pages > 1) await expect(page.getByRole("navigation", { name: "Blog pages" }).getByRole("link")).toHaveCount(pages);
    else await expect(page.getByRole("navigation", { name: "Blog pages" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: new RegExp(`^${category.name.replace("&", "\\&")}`) })).toHaveAttribute("aria-current", "page");

    // 'All posts' returns to the full list.
    await page.getByRole("link", { name: /^All posts/ }).click();
    await expect(page).toHaveURL(/\/blog$/);
    expect(await cardCount(page)).toBe(POSTS_PER_PAGE);
  });

  test("a page past the last one shows an empty state with a way back", async ({ page }) => {
    const response = await page.goto("/blog?page=99");
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId("blog-empty")).toContainText("There is no page 99");
    await page.getByRole("link", { name: "Go to the first page" }).click();
    await expect(page.getByTestId("post-card")).toHaveCount(POSTS_PER_PAGE);
  });

  test("the sidebar lists recent posts and categories", async ({ page }) => {
    await gotoHydrated(page, "/blog");
    const sidebar = page.getByRole("complementary");
    await expect(sidebar.getByRole("heading", { name: "Recent Posts" })).toBeVisible();
    await expect(sidebar.getByRole("heading", { name: "Categories" })).toBeVisible();
    for (const category of demoCategories) await expect(sidebar.getByRole("link", { name: new RegExp(`^${category.name.replace("&", "\\&")}`) })).toBeVisible();
    const recent = sidebar.getByRole("region", { name: "Recent Posts" }).getByRole("link").first();
    const href = await recent.getAttribute("href");
    await recent.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });
});

test.describe("blog post", () => {
  test("shows the date, author, title, content and comments with YYYY-MM-DD dates", async ({ page }) => {
    const seeded = demoPosts[0]!;
    await gotoHydrated(page, "/blog/1");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(seeded.title);
    await expect(page.getByRole("article").getByText(new RegExp(`^POST BY ${seeded.authorName} ON `))).toBeVisible();
    await expect(page.getByTestId("post-content").getByRole("heading", { level: 2 }).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Comments", exact: true })).toBeVisible();
    const comments = page.getByTestId("comment");
    await expect(comments).toHaveCount(seeded.comments.length);
    for (const date of await page.getByTestId("comment-date").allTextContents()) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expect(comments.first().getByTestId("comment-name")).toHaveText(seeded.comments[0]!.name);

    // The form, as the spec lays it out.
    await expect(page.getByText("Your email address will not be published. Required fields are marked *")).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveAttribute("type", "text");
    await expect(page.getByLabel("Message")).toHaveAttribute("rows", "4");
    await expect(page.getByRole("button", { name: "Post comment" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Reset" })).toBeVisible();
  });

  test("describes the post for search engines and feed readers", async ({ page, request }) => {
    await page.goto("/blog/1");
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
    const posting = ld.find((entry) => entry["@type"] === "BlogPosting");
    expect(posting).toMatchObject({ headline: demoPosts[0]!.title, datePublished: demoPosts[0]!.publishedOn, author: { name: demoPosts[0]!.authorName } });
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute("href"))!).pathname).toBe("/blog/1");
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(1);

    const feed = await request.get("/blog/rss.xml");
    expect(feed.headers()["content-type"]).toContain("application/rss+xml");
    expect((await feed.text()).match(/<item>/g)).toHaveLength(PUBLISHED_POSTS);
  });

  test("a missing or non-numeric id opens post 1; an unknown id shows the 404 page", async ({ page }) => {
    await page.goto("/blog/not-a-number");
    await expect(page).toHaveURL(/\/blog\/1$/);
    const response = await page.goto("/blog/424242");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toBeVisible();
  });
});

test.describe("posting a comment", () => {
  test("an empty name shows 'Please enter the first name' and sends nothing", async ({ page }) => {
    await gotoHydrated(page, `/blog/${POST_FOR_EMPTY_NAME}`);
    const sent: string[] = [];
    page.on("request", (request) => {
      if (isCommentPost(request, POST_FOR_EMPTY_NAME)) sent.push(request.url());
    });
    await page.getByLabel("Message").fill("A comment without a name");
    await page.getByRole("button", { name: "Post comment" }).click();
    await expect(page.getByRole("alert").filter({ hasText: NAME_REQUIRED })).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Name")).toBeFocused();
    await expect(page.getByLabel("Name")).toHaveAccessibleDescription(NAME_REQUIRED);
    await page.waitForTimeout(300);
    expect(sent).toEqual([]);
  });

  test("a comment shows a spinner while sending, then appears with today's date without a reload", async ({ page }) => {
    await gotoHydrated(page, `/blog/${POST_FOR_NEW_COMMENT}`);
    const before = await page.getByTestId("comment").count();
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    // Hold the submission until the spinner has been seen.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/blog\/\d+\/comments$/, async (route) => {
      if (route.request().method() === "POST") await released;
      await route.continue();
    });

    const name = `Priya Test ${Date.now()}`;
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Message").fill("The section on contract reviews matches what we saw.\nSecond line.");
    await page.getByRole("button", { name: "Post comment" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Posting your comment" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Post comment" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Reset" })).toHaveCount(0);
    release();

    await expect(page.getByRole("alert").filter({ hasText: POSTED })).toBeVisible();
    await expect(page.locator(".Toastify__toast-container--bottom-right")).toContainText(POSTED);
    const comment = page.getByTestId("comment").filter({ hasText: name });
    await expect(comment).toHaveCount(1);
    await expect(comment.getByTestId("comment-date")).toHaveText(today());
    await expect(page.getByTestId("comment")).toHaveCount(before + 1);
    await expect(page.getByLabel("Name")).toHaveValue("");
    await expect(page.getByLabel("Message")).toHaveValue("");
    await expect(page.getByRole("button", { name: "Post comment" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test("a replayed captcha solution is refused with a clear message and a fresh challenge", async ({ page }) => {
    await gotoHydrated(page, `/blog/${POST_FOR_REPLAY}`);
    let firstSolution: string | null = null;
    let replaying = false;
    await page.route(/\/blog\/\d+\/comments$/, async (route) => {
      const request = route.request();
      if (request.method() !== "POST") return route.continue();
      const body = new URLSearchParams(request.postData() ?? "");
      if (!replaying) {
        firstSolution = body.get("altcha");
        return route.continue();
      }
      // Send the second comment with the first comment's (already used) solution.
      body.set("altcha", firstSolution!);
      return route.continue({ postData: body.toString() });
    });

    await page.getByLabel("Name").fill("First Reader");
    await page.getByLabel("Message").fill("First comment");
    await page.getByRole("button", { name: "Post comment" }).click();
    await expect(page.getByRole("alert").filter({ hasText: POSTED })).toBeVisible();
    expect(firstSolution).toBeTruthy();

    replaying = true;
    const challenges: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/captcha/challenge") challenges.push(request.url());
    });
    await page.getByLabel("Name").fill("Replaying Reader");
    await page.getByLabel("Message").fill("Second comment with a used solution");
    await page.getByRole("button", { name: "Post comment" }).click();
    await expect(page.getByRole("alert").filter({ hasText: CAPTCHA_REFUSED })).toBeVisible();
    await expect(page.getByTestId("comment").filter({ hasText: "Replaying Reader" })).toHaveCount(0);
    // What the visitor typed is kept for another try, and a new challenge is fetched for it.
    await expect(page.getByLabel("Name")).toHaveValue("Replaying Reader");
    await expect.poll(() => challenges.length).toBeGreaterThan(1);
  });

  test("a lost connection keeps what was typed and says so", async ({ page }) => {
    await gotoHydrated(page, `/blog/${POST_FOR_EMPTY_NAME}`);
    await page.route(/\/blog\/\d+\/comments$/, (route) => (route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue()));
    await page.getByLabel("Name").fill("Offline Reader");
    await page.getByLabel("Message").fill("Typed on a train");
    await page.getByRole("button", { name: "Post comment" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "We could not reach the server" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Comments", exact: true })).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveValue("Offline Reader");
    await expect(page.getByLabel("Message")).toHaveValue("Typed on a train");
    await expect(page.getByRole("button", { name: "Post comment" })).toBeEnabled();
  });

  test("the form works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/blog/${POST_FOR_NO_SCRIPT}`);

    // An empty name comes back with the spec's message.
    await page.getByLabel("Message").fill("No name given");
    await page.getByRole("button", { name: "Post comment" }).click();
    await expect(page.getByText(NAME_REQUIRED)).toBeVisible();
    await expect(page.getByLabel("Message")).toHaveValue("No name given");

    const name = `No Script ${Date.now()}`;
    await page.getByLabel("Name").fill(name);
    await page.getByRole("button", { name: "Post comment" }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${POST_FOR_NO_SCRIPT}\\?comment=posted#comments$`));
    await expect(page.getByRole("status").filter({ hasText: POSTED })).toBeVisible();
    await expect(page.getByTestId("comment").filter({ hasText: name }).getByTestId("comment-date")).toHaveText(today());
    await context.close();
  });

  test("200 XSS payloads stored as comments render as inert text", async ({ page }) => {
    test.setTimeout(60_000);
    // The payloads go through the action's own validation and save, into the test server's database.
    const port = Number(process.env.E2E_PORT ?? 3100);
    const { db, close } = createDatabase({ sqlitePath: path.resolve(`data/e2e-${port}.db`) });
    let postId: number;
    let existing: number;
    try {
      const slug = POSTS_FOR_XSS[test.info().retry % POSTS_FOR_XSS.length]!;
      ({ id: postId } = await db.selectFrom("posts").select("id").where("slug", "=", slug).executeTakeFirstOrThrow());
      existing = (await db.selectFrom("comments").select("id").where("post_id", "=", postId).where("status", "=", "visible").execute()).length;
      for (const [index, payload] of xssPayloads.entries()) {
        const checked = validateComment({ name: payload.slice(0, 100), message: payload });
        if (!checked.ok) throw new Error(`payload ${index} was refused: ${JSON.stringify(checked.fieldErrors)}`);
        await saveComment(db, postId, checked.value);
      }
    } finally {
      await close();
    }

    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await gotoHydrated(page, `/blog/${postId}`);
    await expect(page.getByTestId("comment-count")).toHaveText(`${existing + xssPayloads.length} comments`);
    // The comments come a page at a time, the latest first: every page, back to the earliest.
    const pages: string[][] = [];
    for (;;) {
      // Give any injected handler (onerror, onfocus, autofocus…) the chance to run.
      await page.mouse.move(400, 400);
      await page.waitForTimeout(300);
      const list = page.getByTestId("comment-list");
      // Every name and text is a single text node: no element came from a payload.
      await expect(list.locator("[data-testid=comment-name] *, [data-testid=comment-text] *")).toHaveCount(0);
      await expect(list.locator("script, img, svg, iframe, object, embed, video, audio, form, input, a, style, base, meta, link, table, details, marquee, math")).toHaveCount(0);
      pages.unshift(await list.getByTestId("comment-text").allTextContents());
      const earlier = page.getByRole("link", { name: "Earlier comments" });
      if ((await earlier.count()) === 0) break;
      const shown = page.url();
      await earlier.click();
      await page.waitForURL((url) => url.href !== shown);
    }
    expect(dialogs).toEqual([]);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.flat().slice(existing)).toEqual(xssPayloads.map((payload) => payload.trim()));
    await expect(page.locator("head base")).toHaveCount(0);
  });
});

test.describe("blog states, checked with axe-core @mobile", () => {
  test("a category list, an empty page and a form with an error have no WCAG 2.2 AA violation", async ({ page }) => {
    // Three full axe runs.
    test.setTimeout(90_000);
    for (const target of ["/blog?category=security", "/blog?page=99"]) {
      await gotoHydrated(page, target);
      await expectNoAxeViolations(page, target);
    }
    await gotoHydrated(page, `/blog/${POST_FOR_EMPTY_NAME}`);
    await page.getByRole("button", { name: "Post comment" }).click();
    await expect(page.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page, "comment form with an error");
  });
});

test.describe("blog at phone width @mobile", () => {
  test("list and post fit the screen without sideways scrolling", async ({ page }) => {
    for (const target of ["/blog", "/blog/1"]) {
      await gotoHydrated(page, target);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, target).toBeLessThanOrEqual(page.viewportSize()!.width);
    }
    await expect(page.getByRole("button", { name: "Post comment" })).toBeVisible();
  });
});
