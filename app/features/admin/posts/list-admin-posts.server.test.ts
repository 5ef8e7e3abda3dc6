import { beforeAll, expect, it } from "vitest";
import { demoPosts } from "#app/db/seed/demo-posts.ts";
import { seedDemoContentIfEmpty } from "#app/db/seed/seed-demo-content.server.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { ADMIN_POSTS_PER_PAGE, listAdminPosts } from "./list-admin-posts.server.ts";

describeEachDatabase("listAdminPosts", (getDb) => {
  let draftId: number;

  beforeAll(async () => {
    const db = getDb();
    await seedDemoContentIfEmpty(db);
    const now = new Date().toISOString();
    draftId = (
      await db
        .insertInto("posts")
        .values({ title: "Unfinished draft", slug: "unfinished-draft", content: "", author_name: "Staff", published_on: "2099-01-01", status: "draft", created_at: now, updated_at: now })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    const post = await db.selectFrom("posts").select("id").where("slug", "=", "kubernetes-cost-control").executeTakeFirstOrThrow();
    await db.insertInto("comments").values({ post_id: post.id, name: "Hidden", message: "spam", status: "hidden", created_at: now }).execute();
  });

  it("lists drafts and published posts, newest publish date first, with counts by status", async () => {
    const list = await listAdminPosts(getDb(), { status: null, q: "" });
    expect(list.counts).toEqual({ all: demoPosts.length + 1, draft: 1, published: demoPosts.length });
    expect(list.total).toBe(demoPosts.length + 1);
    expect(list.posts[0]).toMatchObject({ id: draftId, title: "Unfinished draft", status: "draft", categories: [] });
    const dates = list.posts.map((post) => post.publishedOn);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(list.posts.length).toBeLessThanOrEqual(ADMIN_POSTS_PER_PAGE);
  });

  it("filters by status", async () => {
    const drafts = await listAdminPosts(getDb(), { status: "draft", q: "" });
    expect(drafts.posts.map((post) => post.id)).toEqual([draftId]);
    expect(drafts.total).toBe(1);
    const published = await listAdminPosts(getDb(), { status: "published", q: "" });
    expect(published.posts.every((post) => post.status === "published")).toBe(true);
  });

  it("counts each post's visible and hidden comments and names its categories", async () => {
    const { posts } = await listAdminPosts(getDb(), { status: "published", q: "" });
    const seeded = demoPosts.find((post) => post.slug === "kubernetes-cost-control")!;
    const row = posts.find((post) => post.title === seeded.title);
    expect(row).toMatchObject({ visibleComments: seeded.comments.length, hiddenComments: 1 });
    expect(row?.categories).toEqual(["Cloud & DevOps"]);
  });

  it("finds posts by part of the title in any letter case, with the number found", async () => {
    const seeded = demoPosts.find((post) => post.slug === "kubernetes-cost-control")!;
    const found = await listAdminPosts(getDb(), { status: null, q: seeded.title.slice(2, 14).toUpperCase() });
    expect(found.posts.map((post) => post.title)).toContain(seeded.title);
    expect(found.posts.every((post) => post.title.toLowerCase().includes(seeded.title.slice(2, 14).toLowerCase()))).toBe(true);
    expect(found.total).toBe(found.posts.length);
    expect((await listAdminPosts(getDb(), { status: "draft", q: seeded.title })).posts).toEqual([]);
  });
});
