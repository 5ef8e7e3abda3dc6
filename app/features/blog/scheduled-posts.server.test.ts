import { beforeAll, expect, it } from "vitest";
import { demoPosts } from "#app/db/seed/demo-posts.ts";
import { seedDemoContentIfEmpty } from "#app/db/seed/seed-demo-content.server.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { invalidateBlogCache } from "./blog-cache.server.ts";
import { getBlogListPage } from "./get-blog-list-page.server.ts";
import { getBlogPostPage } from "./get-blog-post-page.server.ts";
import { getFeedPosts } from "./get-feed-posts.server.ts";
import { lastPublicDate } from "./last-public-date.ts";
import { listBlogSitemapEntries } from "./list-blog-sitemap-entries.server.ts";
import { saveComment } from "./save-comment.server.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

it("takes today's date in UTC as the last public publish date", () => {
  expect(lastPublicDate(new Date("2026-11-21T23:59:59.999Z"))).toBe("2026-11-21");
  expect(lastPublicDate(new Date("2026-11-22T00:00:00.000Z"))).toBe("2026-11-22");
});

describeEachDatabase("scheduled posts", (getDb) => {
  let scheduledId: number;
  let todayId: number;

  beforeAll(async () => {
    const db = getDb();
    await seedDemoContentIfEmpty(db);
    const now = new Date();
    const stamp = now.toISOString();
    const tomorrow = lastPublicDate(new Date(now.getTime() + DAY_MS));
    const category = await db.selectFrom("categories").select("id").where("slug", "=", "security").executeTakeFirstOrThrow();
    const rows = await db
      .insertInto("posts")
      .values([
        { title: "Scheduled for tomorrow", slug: "scheduled-tomorrow", content: "Soon.", author_name: "Staff", published_on: tomorrow, status: "published", created_at: stamp, updated_at: stamp },
        { title: "Dated today", slug: "dated-today", content: "Now.", author_name: "Staff", published_on: lastPublicDate(now), status: "published", created_at: stamp, updated_at: stamp },
      ])
      .returning(["id", "slug"])
      .execute();
    scheduledId = rows.find((row) => row.slug === "scheduled-tomorrow")!.id;
    todayId = rows.find((row) => row.slug === "dated-today")!.id;
    await db.insertInto("post_categories").values({ post_id: scheduledId, category_id: category.id }).execute();
    invalidateBlogCache(db);
  });

  it("keeps a post dated after today out of the list, the counts, the recent posts and its own page", async () => {
    const db = getDb();
    const page = await getBlogListPage(db, { page: 1, categorySlug: null });
    if (page.kind !== "page") throw new Error("expected a list page");
    expect(page.posts.map((post) => post.title)).toContain("Dated today");
    expect(page.posts.map((post) => post.title)).not.toContain("Scheduled for tomorrow");
    expect(page.sidebar.postCount).toBe(demoPosts.length + 1);
    expect(page.sidebar.recentPosts.map((post) => post.id)).not.toContain(scheduledId);
    const security = page.sidebar.categories.find((category) => category.slug === "security");
    expect(security?.postCount).toBe(demoPosts.filter((post) => post.categorySlugs.includes("security")).length);
    expect(await getBlogPostPage(db, scheduledId)).toBeNull();
    expect((await getBlogPostPage(db, todayId))?.post.title).toBe("Dated today");
  });

  it("leaves it out of the feed and the sitemap and refuses comments on it", async () => {
    const db = getDb();
    expect((await getFeedPosts(db)).map((post) => post.id)).not.toContain(scheduledId);
    const paths = (await listBlogSitemapEntries(db)).map((entry) => entry.path);
    expect(paths).toContain(`/blog/${todayId}`);
    expect(paths).not.toContain(`/blog/${scheduledId}`);
    expect(await saveComment(db, scheduledId, { name: "Early", message: "Too soon" })).toBeNull();
  });

  it("opens it to visitors once its day has come", async () => {
    const db = getDb();
    const dayAfter = new Date(Date.now() + 2 * DAY_MS);
    const comment = await saveComment(db, scheduledId, { name: "Reader", message: "Right on time" }, dayAfter);
    expect(comment?.name).toBe("Reader");
  });
});
