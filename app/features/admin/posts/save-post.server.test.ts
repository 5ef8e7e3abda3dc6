import { beforeAll, expect, it } from "vitest";
import { seedDemoContentIfEmpty } from "#app/db/seed/seed-demo-content.server.ts";
import { createStaffUser } from "#app/features/admin/staff-users.server.ts";
import { getBlogListPage } from "#app/features/blog/get-blog-list-page.server.ts";
import { getBlogPostPage } from "#app/features/blog/get-blog-post-page.server.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { deletePost } from "./delete-post.server.ts";
import { getPostForEdit } from "./get-post-for-edit.server.ts";
import { postFormMessages, type PostInput } from "./post-form-schema.ts";
import { savePost } from "./save-post.server.ts";

const today = new Date().toISOString().slice(0, 10);

function input(overrides: Partial<PostInput> = {}): PostInput {
  return {
    title: "Zero-downtime schema changes",
    slug: "zero-downtime-schema-changes",
    authorName: "Asha Rao",
    publishedOn: today,
    status: "published",
    categoryIds: [],
    content: "## Expand, migrate, contract\n\nThree releases, never one.",
    coverSrc: null,
    excerpt: null,
    ...overrides,
  };
}

describeEachDatabase("savePost and deletePost", (getDb) => {
  let userId: number;
  let categoryIds: number[];

  beforeAll(async () => {
    await seedDemoContentIfEmpty(getDb());
    userId = (await createStaffUser(getDb(), { email: "editor@kairav.example", password: "a long enough secret" })).id;
    categoryIds = (await getDb().selectFrom("categories").select("id").orderBy("id").limit(2).execute()).map((row) => row.id);
  });

  async function auditFor(target: string) {
    return getDb().selectFrom("audit_log").select(["user_id", "action", "target"]).where("target", "=", target).orderBy("id").execute();
  }

  async function publicTitles() {
    const page = await getBlogListPage(getDb(), { page: 1, categorySlug: null });
    return page.kind === "page" ? page.posts.map((post) => post.title) : [];
  }

  it("creates a published post with its categories, audits it and shows it on the blog at once", async () => {
    // Read first, so the public list is cached before the write.
    expect(await publicTitles()).not.toContain("Zero-downtime schema changes");
    const saved = await savePost(getDb(), { input: input({ categoryIds }), userId });
    if (!saved.ok) throw new Error("expected the post to be saved");
    const stored = await getPostForEdit(getDb(), saved.id);
    expect(stored).toMatchObject({ title: "Zero-downtime schema changes", status: "published", publishedOn: today });
    expect(stored?.categoryIds.sort((a, b) => a - b)).toEqual(categoryIds);
    expect(await auditFor(`post:${saved.id}`)).toEqual([{ user_id: userId, action: "post.create", target: `post:${saved.id}` }]);
    expect((await publicTitles())[0]).toBe("Zero-downtime schema changes");
    expect((await getBlogPostPage(getDb(), saved.id))?.post.html).toContain("<h2>Expand, migrate, contract</h2>");
  });

  it("keeps a draft off the blog, and takes a post off it when it goes back to draft", async () => {
    const draft = await savePost(getDb(), { input: input({ title: "Draft only", slug: "draft-only", status: "draft", content: "" }), userId });
    if (!draft.ok) throw new Error("expected the draft to be saved");
    expect(await publicTitles()).not.toContain("Draft only");
    expect(await getBlogPostPage(getDb(), draft.id)).toBeNull();

    const live = await savePost(getDb(), { input: input({ title: "Briefly live", slug: "briefly-live" }), userId });
    if (!live.ok) throw new Error("expected the post to be saved");
    expect(await getBlogPostPage(getDb(), live.id)).not.toBeNull();
    const unpublished = await savePost(getDb(), { id: live.id, input: input({ title: "Briefly live", slug: "briefly-live", status: "draft" }), userId });
    expect(unpublished).toEqual({ ok: true, id: live.id });
    expect(await getBlogPostPage(getDb(), live.id)).toBeNull();
    expect((await auditFor(`post:${live.id}`)).map((entry) => entry.action)).toEqual(["post.create", "post.update"]);
  });

  it("replaces the categories and fields of an existing post", async () => {
    const created = await savePost(getDb(), { input: input({ title: "Recategorised", slug: "recategorised", categoryIds }), userId });
    if (!created.ok) throw new Error("expected the post to be saved");
    const updated = await savePost(getDb(), { id: created.id, input: input({ title: "Recategorised, renamed", slug: "recategorised", categoryIds: [categoryIds[1]!] }), userId });
    expect(updated.ok).toBe(true);
    const stored = await getPostForEdit(getDb(), created.id);
    expect(stored?.title).toBe("Recategorised, renamed");
    expect(stored?.categoryIds).toEqual([categoryIds[1]]);
  });

  it("refuses a slug another post uses, an unknown category and an unknown post, writing nothing", async () => {
    const before = await getDb().selectFrom("audit_log").select((eb) => eb.fn.countAll<string | number>().as("n")).executeTakeFirstOrThrow();
    expect(await savePost(getDb(), { input: input({ slug: "kubernetes-cost-control" }), userId })).toEqual({
      ok: false,
      fieldErrors: { slug: postFormMessages.slugTaken },
    });
    expect(await savePost(getDb(), { input: input({ slug: "fresh-slug", categoryIds: [999_999] }), userId })).toEqual({
      ok: false,
      fieldErrors: { categoryIds: postFormMessages.categoriesInvalid },
    });
    expect(await savePost(getDb(), { id: 999_999, input: input({ slug: "fresh-slug" }), userId })).toEqual({ ok: false, notFound: true });
    const after = await getDb().selectFrom("audit_log").select((eb) => eb.fn.countAll<string | number>().as("n")).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(await getDb().selectFrom("posts").select("id").where("slug", "=", "fresh-slug").executeTakeFirst()).toBeUndefined();
  });

  it("lets a post keep its own slug when it is saved again", async () => {
    const post = await getDb().selectFrom("posts").select("id").where("slug", "=", "kubernetes-cost-control").executeTakeFirstOrThrow();
    const result = await savePost(getDb(), { id: post.id, input: input({ slug: "kubernetes-cost-control", title: "Cutting Kubernetes spend" }), userId });
    expect(result).toEqual({ ok: true, id: post.id });
  });

  it("deletes a post with its comments and category links, audits it and takes it off the blog", async () => {
    const post = await getDb().selectFrom("posts").select(["id", "title"]).where("slug", "=", "api-first-platform-design").executeTakeFirstOrThrow();
    expect(await getBlogPostPage(getDb(), post.id)).not.toBeNull();
    expect(await deletePost(getDb(), { id: post.id, userId })).toBe(true);
    expect(await getBlogPostPage(getDb(), post.id)).toBeNull();
    expect(await publicTitles()).not.toContain(post.title);
    expect(await getDb().selectFrom("comments").select("id").where("post_id", "=", post.id).execute()).toEqual([]);
    expect(await getDb().selectFrom("post_categories").select("category_id").where("post_id", "=", post.id).execute()).toEqual([]);
    expect(await auditFor(`post:${post.id}`)).toEqual([{ user_id: userId, action: "post.delete", target: `post:${post.id}` }]);
    expect(await deletePost(getDb(), { id: post.id, userId })).toBe(false);
  });
});
