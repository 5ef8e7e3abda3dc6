import { expect as baseExpect, test } from "@playwright/test";
import { demoPosts } from "../../app/db/seed/demo-posts.ts";
import { expectNoAxeViolations } from "./expect-no-axe-violations.ts";
import { expectNoSidewaysScroll } from "./expect-no-sideways-scroll.ts";
import { gotoHydrated } from "./goto-hydrated.ts";
import { signInAndOpen } from "./staff-session.ts";

// The staff console's blog pages: writing, publishing, moderating. Each test cleans up what it
// published, so the public blog specs running alongside see the demo content again at once.

// Signing in hashes a password and every save writes and re-renders: allow for a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

// A demo post no other spec comments on.
const POST_FOR_MODERATION = demoPosts.find((post) => post.slug === "gitops-for-regulated-teams")!;

function unique(label: string) {
  return `${label} ${Date.now().toString(36)}`;
}

test("a published post shows on the blog at once, a draft does not, and both can be deleted", async ({ page }) => {
  await signInAndOpen(page, "/admin/posts");
  await expect(page.getByRole("heading", { level: 1, name: "Posts" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Refused input keeps everything typed and says what is wrong, before anything is sent.
  await page.getByRole("link", { name: "New post" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New post" })).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor();
  await page.getByLabel("Content").fill("Words I must not lose.");
  await page.getByRole("radio", { name: /Published/ }).check();
  await page.getByRole("button", { name: "Create post" }).click();
  await expect(page.getByRole("alert")).toContainText("Title: Enter a title");
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toBeFocused();
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Content")).toHaveValue("Words I must not lose.");
  await expectNoAxeViolations(page);

  // The slug follows the title, the preview follows the Markdown.
  const title = unique("Release trains for regulated teams");
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await expect(page.getByLabel("Slug")).toHaveValue(/^release-trains-for-regulated-teams-[a-z0-9]+$/);
  await page.getByLabel("Author").fill("Asha Rao");
  await page.getByRole("checkbox", { name: "Security" }).check();
  await page.getByLabel("Content").fill("## Why trains\n\nOne **fixed** date a fortnight.\n\n<img src=x alt=\"A broken image\" onerror=\"window.previewRan=1\">");
  const preview = page.getByTestId("post-preview");
  await expect(preview.getByRole("heading", { level: 2, name: "Why trains" })).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("fixed");
  expect(await page.evaluate(() => (window as unknown as { previewRan?: number }).previewRan)).toBeUndefined();

  await page.getByRole("button", { name: "Create post" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit post" })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText("Post created. It is on the blog.");
  const postId = /\/admin\/posts\/(\d+)/.exec(page.url())![1];
  await expectNoAxeViolations(page);

  await gotoHydrated(page, "/blog");
  const firstCard = page.getByTestId("post-card").first();
  await expect(firstCard.getByRole("heading")).toHaveText(title);
  await firstCard.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${postId}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByTestId("post-content").getByRole("heading", { name: "Why trains" })).toBeVisible();

  // Delete it again, through the confirmation step.
  await gotoHydrated(page, `/admin/posts/${postId}`);
  await page.getByText("Delete post", { exact: true }).click();
  await page.getByRole("button", { name: "Yes, delete the post" }).click();
  await expect(page.getByRole("status")).toHaveText("Post deleted, with its comments.");
  expect((await page.goto(`/blog/${postId}`))?.status()).toBe(404);

  // A draft is saved but stays off the blog.
  const draftTitle = unique("Draft: notes on feature flags");
  await gotoHydrated(page, "/admin/posts/new");
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(draftTitle);
  await page.getByLabel("Author").fill("Asha Rao");
  await expect(page.getByRole("radio", { name: /Draft/ })).toBeChecked();
  await page.getByRole("button", { name: "Create post" }).click();
  await expect(page.getByRole("status")).toHaveText("Post created. Drafts stay off the blog.");
  const draftId = /\/admin\/posts\/(\d+)/.exec(page.url())![1];
  await page.goto("/blog");
  await expect(page.getByTestId("post-card").first()).toBeVisible();
  await expect(page.getByText(draftTitle)).toHaveCount(0);
  expect((await page.goto(`/blog/${draftId}`))?.status()).toBe(404);

  await gotoHydrated(page, "/admin/posts?status=draft");
  await expect(page.getByRole("link", { name: "Drafts" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("row").filter({ hasText: draftTitle }).getByText("Draft", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: draftTitle }).click();
  await page.getByText("Delete post", { exact: true }).click();
  await page.getByRole("button", { name: "Yes, delete the post" }).click();
  await expect(page.getByRole("status")).toHaveText("Post deleted, with its comments.");
});

test("a hidden comment leaves its post page and comes back when shown", async ({ page }) => {
  // Its own visitor address, so this comment spends no other spec's per-address budget.
  await page.setExtraHTTPHeaders({ "x-forwarded-for": "198.51.100.77" });
  await signInAndOpen(page, "/admin/posts");
  await page.getByRole("link", { name: POST_FOR_MODERATION.title }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit post" })).toBeVisible();
  const postId = /\/admin\/posts\/(\d+)/.exec(page.url())![1];

  const name = unique("Rohan Visitor");
  await gotoHydrated(page, `/blog/${postId}`);
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Message").fill("Do you squash commits before the pull request is merged?");
  await page.getByRole("button", { name: "Post comment" }).click();
  await expect(page.getByTestId("comment").filter({ hasText: name })).toHaveCount(1);

  await gotoHydrated(page, `/admin/comments?post=${postId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Comments" })).toBeVisible();
  await expectNoAxeViolations(page);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row.getByText("Visible", { exact: true })).toBeVisible();
  await row.getByRole("button", { name: `Hide the comment by ${name}` }).click();
  await expect(page.getByRole("status")).toHaveText("Comment hidden. It no longer shows on its post.");
  await expect(page.getByRole("row").filter({ hasText: name }).getByText("Hidden", { exact: true })).toBeVisible();

  await gotoHydrated(page, `/blog/${postId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(POST_FOR_MODERATION.title);
  await expect(page.getByText(name)).toHaveCount(0);

  await gotoHydrated(page, `/admin/comments?post=${postId}&status=hidden`);
  await page.getByRole("row").filter({ hasText: name }).getByRole("button", { name: `Show the comment by ${name}` }).click();
  await expect(page.getByRole("status")).toHaveText("Comment shown on its post again.");
  await gotoHydrated(page, `/blog/${postId}`);
  await expect(page.getByTestId("comment").filter({ hasText: name })).toHaveCount(1);

  // Delete asks first.
  await gotoHydrated(page, `/admin/comments?post=${postId}`);
  const again = page.getByRole("row").filter({ hasText: name });
  await again.locator("summary", { hasText: "Delete" }).click();
  await expectNoAxeViolations(page);
  await again.getByRole("button", { name: "Yes, delete it" }).click();
  await expect(page.getByRole("status")).toHaveText("Comment deleted.");
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
});

test("on a phone the staff blog pages fit the screen, the preview opens below the editor, and categories can be managed @phone", async ({ page }) => {
  await signInAndOpen(page, "/admin/posts");
  await expect(page.getByTestId("post-card").first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "New post" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New post" })).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor();
  await expect(page.getByTestId("post-preview")).toBeHidden();
  await page.getByLabel("Content").fill("## On a phone\n\n- first\n- second");
  const toggle = page.getByRole("button", { name: "Show preview" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(page.getByRole("button", { name: "Hide preview" })).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByTestId("post-preview").getByRole("heading", { name: "On a phone" })).toBeVisible();
  await expect(page.getByTestId("post-preview").getByRole("listitem")).toHaveCount(2);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await gotoHydrated(page, "/admin/comments");
  await expect(page.getByTestId("comment-card").first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await gotoHydrated(page, "/admin/categories");
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  const name = unique("Mobile QA");
  const newCategoryName = page.getByRole("region", { name: "New category" }).getByRole("textbox", { name: "Name", exact: true });
  await newCategoryName.fill(name);
  await page.getByRole("button", { name: "Create category" }).click();
  await expect(page.getByRole("status")).toHaveText("Category created.");
  await expect(newCategoryName).toHaveValue("");

  await page.getByRole("link", { name: `Rename ${name}` }).click();
  const renameForm = page.getByRole("form", { name: `Rename ${name}` });
  await expectNoAxeViolations(page);
  await renameForm.getByRole("textbox", { name: "Name", exact: true }).fill(`${name} renamed`);
  await renameForm.getByRole("button", { name: "Save category" }).click();
  await expect(page.getByRole("status")).toHaveText("Category saved.");

  await page.getByRole("link", { name: `Delete ${name} renamed` }).click();
  await expect(page.getByText(`Delete the category “${name} renamed”?`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Yes, delete the category" }).click();
  await expect(page.getByRole("status")).toHaveText("Category deleted. Its posts stay, without it.");
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
});
