import type { Kysely } from "kysely";
import { beforeAll, expect, it } from "vitest";
import { demoPosts } from "#app/db/seed/demo-posts.ts";
import { seedDemoContentIfEmpty } from "#app/db/seed/seed-demo-content.server.ts";
import type { Database } from "#app/db/schema.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { invalidateBlogCache } from "./blog-cache.server.ts";
import { getBlogListPage } from "./get-blog-list-page.server.ts";
import { COMMENTS_PER_PAGE, getBlogPostPage } from "./get-blog-post-page.server.ts";
import { readKeysetPosition } from "#app/lib/paging/keyset-cursor.ts";
import { saveComment } from "./save-comment.server.ts";

// Spec §9.
const POSTS_PER_PAGE = 5;
const EXCERPT_LENGTH = 200;
// The performance budget for one blog page.
const MAX_QUERIES_PER_PAGE = 2;
// A post: the post with its categories, its search fields, a page of its comments, their count, and the sidebar.
const QUERIES_PER_POST_PAGE = 5;

/** A view of the database that counts the queries sent through it (and has its own cache). */
function countingQueries(db: Kysely<Database>) {
  const counter = { queries: 0 };
  const counted = db.withPlugin({
    transformQuery: (args) => args.node,
    // Called once per executed statement (transformQuery also sees every subquery builder).
    transformResult: async (args) => {
      counter.queries += 1;
      return args.result;
    },
  });
  return { db: counted, counter };
}

function listPage(result: Awaited<ReturnType<typeof getBlogListPage>>) {
  if (result.kind !== "page") throw new Error(`expected a list page, got ${result.kind}`);
  return result;
}

describeEachDatabase("blog pages", (getDb) => {
  beforeAll(async () => {
    await seedDemoContentIfEmpty(getDb());
  });

  it("pages the published posts newest first, 5 to a page, with posts / 5 pages rounded up", async () => {
    const expectedPages = Math.ceil(demoPosts.length / POSTS_PER_PAGE);
    const first = listPage(await getBlogListPage(getDb(), { page: 1, categorySlug: null }));
    expect(first.pageCount).toBe(expectedPages);
    expect(first.posts).toHaveLength(POSTS_PER_PAGE);
    const newest = [...demoPosts].sort((a, b) => b.publishedOn.localeCompare(a.publishedOn));
    expect(first.posts.map((post) => post.title)).toEqual(newest.slice(0, POSTS_PER_PAGE).map((post) => post.title));

    const last = listPage(await getBlogListPage(getDb(), { page: expectedPages, categorySlug: null }));
    expect(last.posts).toHaveLength(demoPosts.length - (expectedPages - 1) * POSTS_PER_PAGE);
    const beyond = listPage(await getBlogListPage(getDb(), { page: expectedPages + 1, categorySlug: null }));
    expect(beyond.posts).toEqual([]);
  });

  it("shows the first 200 characters of each post's text, without Markdown, then '...'", async () => {
    const { posts } = listPage(await getBlogListPage(getDb(), { page: 1, categorySlug: null }));
    for (const post of posts) {
      expect(post.excerpt, post.title).toHaveLength(EXCERPT_LENGTH + 3);
      expect(post.excerpt.endsWith("...")).toBe(true);
      expect(post.excerpt).not.toMatch(/[*`#]|\]\(/);
    }
  });

  it("lists a category's posts only, with its own page count", async () => {
    const slug = "cloud-devops";
    const expected = demoPosts.filter((post) => post.categorySlugs.includes(slug));
    const result = listPage(await getBlogListPage(getDb(), { page: 1, categorySlug: slug }));
    expect(result.category?.slug).toBe(slug);
    expect(result.pageCount).toBe(Math.ceil(expected.length / POSTS_PER_PAGE));
    expect(result.posts.map((post) => post.title).sort()).toEqual(expected.map((post) => post.title).sort());
    expect(await getBlogListPage(getDb(), { page: 1, categorySlug: "no-such-category" })).toEqual({ kind: "unknown-category" });
  });

  it("fills the sidebar with the recent posts and every category with its count", async () => {
    const { sidebar } = listPage(await getBlogListPage(getDb(), { page: 1, categorySlug: null }));
    expect(sidebar.postCount).toBe(demoPosts.length);
    expect(sidebar.recentPosts).toHaveLength(5);
    const security = sidebar.categories.find((category) => category.slug === "security");
    expect(security?.postCount).toBe(demoPosts.filter((post) => post.categorySlugs.includes("security")).length);
  });

  it("reads a post with its categories, Markdown as HTML and visible comments oldest first", async () => {
    const page = await getBlogPostPage(getDb(), 1);
    const seeded = demoPosts[0]!;
    expect(page?.post.title).toBe(seeded.title);
    expect(page?.post.html).toMatch(/<h2>/);
    expect(page?.post.categories.map((category) => category.slug)).toEqual([...seeded.categorySlugs]);
    expect(page?.comments.map((comment) => comment.name)).toEqual(seeded.comments.map((comment) => comment.name));
    expect(await getBlogPostPage(getDb(), 999_999)).toBeNull();
    expect(await getBlogPostPage(getDb(), 3_000_000_000)).toBeNull();
  });

  it(`renders each blog list from at most ${MAX_QUERIES_PER_PAGE} queries, a post from ${QUERIES_PER_POST_PAGE}, and from none once cached`, async () => {
    const { db, counter } = countingQueries(getDb());
    const measure = async (read: () => Promise<unknown>) => {
      const before = counter.queries;
      await read();
      return counter.queries - before;
    };
    const cold = await measure(() => getBlogListPage(db, { page: 2, categorySlug: null }));
    expect(cold).toBeGreaterThan(0);
    expect(cold).toBeLessThanOrEqual(MAX_QUERIES_PER_PAGE);
    expect(await measure(() => getBlogListPage(db, { page: 2, categorySlug: null }))).toBe(0);
    expect(await measure(() => getBlogListPage(db, { page: 1, categorySlug: "security" }))).toBeLessThanOrEqual(MAX_QUERIES_PER_PAGE);
    invalidateBlogCache(db);
    expect(await measure(() => getBlogPostPage(db, 2))).toBe(QUERIES_PER_POST_PAGE);
    expect(await measure(() => getBlogPostPage(db, 2))).toBe(0);
  });

  it("shows a new comment at once: saving it invalidates the cached page", async () => {
    const db = getDb();
    const before = await getBlogPostPage(db, 3);
    const saved = await saveComment(db, 3, { name: "Cache Check", message: "Appears without waiting." });
    expect(saved).not.toBeNull();
    const after = await getBlogPostPage(db, 3);
    expect(after?.comments).toHaveLength((before?.comments.length ?? 0) + 1);
    expect(after?.comments.at(-1)).toMatchObject({ name: "Cache Check", message: "Appears without waiting." });
  });
});

describeEachDatabase("blog visibility", (getDb) => {
  beforeAll(async () => {
    const db = getDb();
    await seedDemoContentIfEmpty(db);
    const now = new Date().toISOString();
    await db
      .insertInto("posts")
      .values({ title: "Draft", slug: "draft", content: "Not yet.", author_name: "Staff", published_on: "2030-01-01", status: "draft", created_at: now, updated_at: now })
      .execute();
    await db.insertInto("comments").values({ post_id: 1, name: "Spammer", message: "hidden", status: "hidden", created_at: now }).execute();
    invalidateBlogCache(db);
  });

  it("keeps drafts out of the list, the counts and the post route", async () => {
    const db = getDb();
    const { sidebar, posts } = listPage(await getBlogListPage(db, { page: 1, categorySlug: null }));
    expect(sidebar.postCount).toBe(demoPosts.length);
    expect(posts.map((post) => post.title)).not.toContain("Draft");
    const draft = await db.selectFrom("posts").select("id").where("slug", "=", "draft").executeTakeFirstOrThrow();
    expect(await getBlogPostPage(db, draft.id)).toBeNull();
    expect(await saveComment(db, draft.id, { name: "A", message: "B" })).toBeNull();
  });

  it("shows only visible comments", async () => {
    const page = await getBlogPostPage(getDb(), 1);
    expect(page?.comments.map((comment) => comment.name)).not.toContain("Spammer");
  });

  it("shows a popular post's comments a page at a time: the latest first, earlier ones a link away", async () => {
    const db = getDb();
    const postId = 4;
    const before = (await getBlogPostPage(db, postId))!.commentCount;
    // Forty-five more, three to a minute (ties broken by id), and one hidden among them.
    const base = Date.UTC(2030, 0, 1);
    await db
      .insertInto("comments")
      .values(Array.from({ length: 46 }, (_, index) => ({ post_id: postId, name: `Reader ${index}`, message: `Comment ${index}`, status: index === 30 ? ("hidden" as const) : ("visible" as const), created_at: new Date(base + Math.floor(index / 3) * 60_000).toISOString() })))
      .execute();
    invalidateBlogCache(db);
    const names = (page: Awaited<ReturnType<typeof getBlogPostPage>>) => page!.comments.map((comment) => comment.name);
    const visible = Array.from({ length: 46 }, (_, index) => index).filter((index) => index !== 30).map((index) => `Reader ${index}`);

    const latest = await getBlogPostPage(db, postId);
    expect(latest!.commentCount).toBe(before + 45);
    expect(names(latest)).toEqual(visible.slice(-COMMENTS_PER_PAGE));
    expect(latest!.commentPages.later).toBeNull();

    const earlier = await getBlogPostPage(db, postId, readKeysetPosition(new URLSearchParams(latest!.commentPages.earlier!)) as never);
    expect(names(earlier)).toEqual(visible.slice(-2 * COMMENTS_PER_PAGE, -COMMENTS_PER_PAGE));
    const earliest = await getBlogPostPage(db, postId, readKeysetPosition(new URLSearchParams(earlier!.commentPages.earlier!)) as never);
    expect(earliest!.comments.at(-1)!.name).toBe(visible.at(-2 * COMMENTS_PER_PAGE - 1));
    expect(earliest!.commentPages.later).not.toBeNull();

    // Later, from the earlier page, leads back to the latest comments.
    const back = await getBlogPostPage(db, postId, readKeysetPosition(new URLSearchParams(earlier!.commentPages.later!)) as never);
    expect(names(back)).toEqual(visible.slice(-COMMENTS_PER_PAGE));
  });
});
