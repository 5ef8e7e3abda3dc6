import { beforeAll, expect, it } from "vitest";
import { seedDemoContentIfEmpty } from "#app/db/seed/seed-demo-content.server.ts";
import { createStaffUser } from "#app/features/admin/staff-users.server.ts";
import { getBlogListPage } from "#app/features/blog/get-blog-list-page.server.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { categoryFormMessages } from "./category-form-schema.ts";
import { deleteCategory } from "./delete-category.server.ts";
import { listCategories } from "./list-categories.server.ts";
import { saveCategory } from "./save-category.server.ts";

describeEachDatabase("categories", (getDb) => {
  let userId: number;

  beforeAll(async () => {
    await seedDemoContentIfEmpty(getDb());
    userId = (await createStaffUser(getDb(), { email: "editor@kairav.example", password: "a long enough secret" })).id;
  });

  async function sidebarCategories() {
    const page = await getBlogListPage(getDb(), { page: 1, categorySlug: null });
    return page.kind === "page" ? page.sidebar.categories.map((category) => category.name) : [];
  }

  it("lists every category by name with its posts, drafts included", async () => {
    const security = await getDb().selectFrom("categories").select("id").where("slug", "=", "security").executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const draft = await getDb()
      .insertInto("posts")
      .values({ title: "Draft", slug: "security-draft", content: "", author_name: "Staff", published_on: "2026-01-01", status: "draft", created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    await getDb().insertInto("post_categories").values({ post_id: draft.id, category_id: security.id }).execute();

    const categories = await listCategories(getDb());
    expect(categories.map((category) => category.name)).toEqual([...categories.map((category) => category.name)].sort((a, b) => a.localeCompare(b, "en")));
    const row = categories.find((category) => category.id === security.id);
    expect(row?.postCount).toBe((row?.publishedCount ?? 0) + 1);
  });

  it("creates a category, audits it and shows it in the blog's sidebar at once", async () => {
    expect(await sidebarCategories()).not.toContain("Mainframe Modernisation");
    const created = await saveCategory(getDb(), { input: { name: "Mainframe Modernisation", slug: "mainframe" }, userId });
    if (!created.ok) throw new Error("expected the category to be created");
    expect(await sidebarCategories()).toContain("Mainframe Modernisation");
    const audit = await getDb().selectFrom("audit_log").select(["action", "user_id"]).where("target", "=", `category:${created.id}`).execute();
    expect(audit).toEqual([{ action: "category.create", user_id: userId }]);
  });

  it("refuses a name in any case or a slug another category has", async () => {
    expect(await saveCategory(getDb(), { input: { name: "SECURITY", slug: "security" }, userId })).toEqual({
      ok: false,
      fieldErrors: { name: categoryFormMessages.nameTaken, slug: categoryFormMessages.slugTaken },
    });
    expect(await saveCategory(getDb(), { input: { name: "Safety", slug: "security" }, userId })).toEqual({
      ok: false,
      fieldErrors: { slug: categoryFormMessages.slugTaken },
    });
  });

  it("renames a category, keeping its posts, and refuses an unknown one", async () => {
    const category = await getDb().selectFrom("categories").select(["id"]).where("slug", "=", "automation-ai").executeTakeFirstOrThrow();
    const before = (await listCategories(getDb())).find((row) => row.id === category.id);
    const renamed = await saveCategory(getDb(), { id: category.id, input: { name: "Automation", slug: "automation" }, userId });
    expect(renamed).toEqual({ ok: true, id: category.id });
    const after = (await listCategories(getDb())).find((row) => row.id === category.id);
    expect(after).toMatchObject({ name: "Automation", slug: "automation", postCount: before?.postCount });
    expect(await sidebarCategories()).toContain("Automation");
    // Saving it again under its own name and slug is no clash.
    expect((await saveCategory(getDb(), { id: category.id, input: { name: "Automation", slug: "automation" }, userId })).ok).toBe(true);
    expect(await saveCategory(getDb(), { id: 999_999, input: { name: "Ghost", slug: "ghost" }, userId })).toEqual({ ok: false, notFound: true });
  });

  it("deletes a category and its links but not its posts", async () => {
    const category = await getDb().selectFrom("categories").select("id").where("slug", "=", "digital-banking").executeTakeFirstOrThrow();
    const linked = await getDb().selectFrom("post_categories").select("post_id").where("category_id", "=", category.id).execute();
    expect(linked.length).toBeGreaterThan(0);
    expect(await deleteCategory(getDb(), { id: category.id, userId })).toBe(true);
    expect(await getDb().selectFrom("post_categories").select("post_id").where("category_id", "=", category.id).execute()).toEqual([]);
    const posts = await getDb().selectFrom("posts").select("id").where("id", "in", linked.map((link) => link.post_id)).execute();
    expect(posts).toHaveLength(linked.length);
    expect(await sidebarCategories()).not.toContain("Digital Banking");
    expect(await getBlogListPage(getDb(), { page: 1, categorySlug: "digital-banking" })).toEqual({ kind: "unknown-category" });
    const audit = await getDb().selectFrom("audit_log").select("action").where("target", "=", `category:${category.id}`).execute();
    expect(audit).toEqual([{ action: "category.delete" }]);
    expect(await deleteCategory(getDb(), { id: category.id, userId })).toBe(false);
  });
});
