import { afterAll, beforeAll, expect, it } from "vitest";
import { seedDemoContentIfEmpty } from "#app/db/seed/seed-demo-content.server.ts";
import { BAD_CSRF_MESSAGE } from "#app/features/admin/csrf.server.ts";
import { categoryFormMessages } from "#app/features/admin/posts/category-form-schema.ts";
import { postFormMessages } from "#app/features/admin/posts/post-form-schema.ts";
import { createStaffUser } from "#app/features/admin/staff-users.server.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { signInStaff } from "./sign-in-staff.ts";
import { startTestServer } from "./start-test-server.ts";

// The staff console's blog pages over HTTP, through the real server and the production build.

const password = "a long enough secret";
const today = new Date().toISOString().slice(0, 10);

/** The text of server-rendered HTML as a reader sees it, for finding messages with apostrophes. */
function decoded(html: string): string {
  return html.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
}

describeEachDatabase("staff blog pages over HTTP", (getDb) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let cookie: string;
  let csrf: string;
  let userId: number;

  beforeAll(async () => {
    await seedDemoContentIfEmpty(getDb());
    userId = (await createStaffUser(getDb(), { email: "editor@kairav.example", password })).id;
    server = await startTestServer(getDb());
    ({ cookie, csrf } = await signInStaff(server, { email: "editor@kairav.example", password }));
  });
  afterAll(async () => {
    await server?.close();
  });

  function get(path: string) {
    return fetch(server.url(path), { headers: { cookie }, redirect: "manual" });
  }

  function post(path: string, fields: Record<string, string | string[]>, options: { withToken?: boolean } = {}) {
    const body = new URLSearchParams();
    if (options.withToken ?? true) body.set("csrf", csrf);
    for (const [key, value] of Object.entries(fields)) for (const item of [value].flat()) body.append(key, item);
    return fetch(server.url(path), {
      method: "POST",
      redirect: "manual",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body,
    });
  }

  async function audit(action: string, target: string) {
    return getDb().selectFrom("audit_log").select(["user_id", "action", "target"]).where("action", "=", action).where("target", "=", target).execute();
  }

  const newPost = {
    intent: "save",
    title: "Blue-green releases on a Friday",
    slug: "",
    authorName: "Asha Rao",
    publishedOn: today,
    status: "published",
    content: "## Why Friday is fine\n\nTwo environments, one switch.",
  };

  it("lists every post and serves the editor pages", async () => {
    const list = await get("/admin/posts");
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toBe("no-store");
    expect(await list.text()).toMatch(/<h1[^>]*>Posts<\/h1>/);
    expect(await (await get("/admin/posts/new")).text()).toMatch(/<h1[^>]*>New post<\/h1>/);
    for (const path of ["/admin/categories", "/admin/comments"]) expect((await get(path)).status, path).toBe(200);
  });

  it("refuses every staff write without the CSRF token and stores nothing", async () => {
    const before = await getDb().selectFrom("posts").select("id").execute();
    const auditBefore = await getDb().selectFrom("audit_log").select("id").execute();
    for (const path of ["/admin/posts/new", "/admin/posts/1", "/admin/posts/preview", "/admin/categories", "/admin/comments"]) {
      const response = await post(path, { ...newPost, intent: path === "/admin/posts/1" ? "delete" : "save", name: "X", commentId: "1" }, { withToken: false });
      expect(response.status, path).toBe(403);
      // A page shows its error page; the resource route answers with the message alone.
      if (path === "/admin/posts/preview") expect(await response.text()).toBe(BAD_CSRF_MESSAGE);
    }
    expect(await getDb().selectFrom("posts").select("id").execute()).toHaveLength(before.length);
    expect(await getDb().selectFrom("audit_log").select("id").execute()).toEqual(auditBefore);
  });

  it("answers bad input with 400, a message per field and everything typed kept", async () => {
    const response = await post("/admin/posts/new", {
      ...newPost,
      title: " ",
      slug: "Not A Slug",
      authorName: "",
      publishedOn: "2026-02-30",
      content: "Half a draft I must not lose",
    });
    expect(response.status).toBe(400);
    const html = decoded(await response.text());
    for (const message of [postFormMessages.titleRequired, postFormMessages.slugFormat, postFormMessages.authorRequired, postFormMessages.dateInvalid]) {
      expect(html).toContain(message);
    }
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*id="post-slug"|<input[^>]*id="post-slug"[^>]*aria-invalid="true"/);
    expect(html).toContain('value="Not A Slug"');
    expect(html).toContain("Half a draft I must not lose");
    expect(await getDb().selectFrom("posts").select("id").where("title", "=", " ").executeTakeFirst()).toBeUndefined();
  });

  it("renders a preview without JavaScript, keeping the form and storing nothing", async () => {
    const response = await post("/admin/posts/new", { ...newPost, intent: "preview", content: "## Preview heading\n\n<script>alert(1)</script>" });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<h2>Preview heading</h2>");
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain(`value="${newPost.title}"`);
    expect(await getDb().selectFrom("posts").select("id").where("title", "=", newPost.title).executeTakeFirst()).toBeUndefined();
  });

  it("renders the live preview as sanitised HTML through the resource route", async () => {
    const response = await post("/admin/posts/preview", {
      content: "# Title\n\n[x](javascript:alert(1)) <img src=x onerror=alert(1)>\n\n**bold**",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    const { html } = (await response.json()) as { html: string };
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).not.toMatch(/javascript:|onerror/);
    expect((await get("/admin/posts/preview")).status).toBe(405);
  });

  it("publishes a post that shows on the blog at once, audited, and keeps a draft off it", async () => {
    // Warm the public caches first, so the test sees them refreshed by the write.
    await fetch(server.url("/blog"));
    const created = await post("/admin/posts/new", newPost);
    expect(created.status).toBe(303);
    const location = created.headers.get("location")!;
    expect(location).toMatch(/^\/admin\/posts\/\d+\?notice=created$/);
    const id = Number(/\/admin\/posts\/(\d+)/.exec(location)![1]);
    expect(await audit("post.create", `post:${id}`)).toEqual([{ user_id: userId, action: "post.create", target: `post:${id}` }]);
    const stored = await getDb().selectFrom("posts").select(["slug", "status"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ slug: "blue-green-releases-on-a-friday", status: "published" });

    const blog = decoded(await (await fetch(server.url("/blog"))).text());
    expect(blog).toContain(newPost.title);
    const page = await fetch(server.url(`/blog/${id}`));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<h2>Why Friday is fine</h2>");
    const editor = decoded(await (await get(location)).text());
    expect(editor).toContain("Post created. It is on the blog.");

    const draft = await post("/admin/posts/new", { ...newPost, title: "Still thinking about it", status: "draft" });
    expect(draft.status).toBe(303);
    const draftId = Number(/\/admin\/posts\/(\d+)/.exec(draft.headers.get("location")!)![1]);
    expect(decoded(await (await fetch(server.url("/blog"))).text())).not.toContain("Still thinking about it");
    expect((await fetch(server.url(`/blog/${draftId}`))).status).toBe(404);

    const taken = await post("/admin/posts/new", { ...newPost, title: "Another one", slug: "blue-green-releases-on-a-friday" });
    expect(taken.status).toBe(400);
    expect(decoded(await taken.text())).toContain(postFormMessages.slugTaken);
  });

  it("edits and deletes a post, auditing both", async () => {
    const { id } = await getDb().selectFrom("posts").select("id").where("slug", "=", "power-bi-rollout-lessons").executeTakeFirstOrThrow();
    const edited = await post(`/admin/posts/${id}`, { ...newPost, title: "Power BI, revisited", slug: "power-bi-rollout-lessons" });
    expect(edited.status).toBe(303);
    expect(edited.headers.get("location")).toBe(`/admin/posts/${id}?notice=saved`);
    expect(decoded(await (await fetch(server.url(`/blog/${id}`))).text())).toContain("Power BI, revisited");
    expect(await audit("post.update", `post:${id}`)).toHaveLength(1);

    const deleted = await post(`/admin/posts/${id}`, { intent: "delete" });
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get("location")).toBe("/admin/posts?notice=deleted");
    expect((await fetch(server.url(`/blog/${id}`))).status).toBe(404);
    expect(await audit("post.delete", `post:${id}`)).toHaveLength(1);
  });

  it("answers 404 for posts, comments and categories that do not exist", async () => {
    for (const path of ["/admin/posts/999999", "/admin/posts/abc", "/admin/posts/0", "/admin/comments?post=999999"]) {
      expect((await get(path)).status, path).toBe(404);
    }
    expect((await post("/admin/posts/999999", newPost)).status).toBe(404);
    expect((await post("/admin/posts/999999", { intent: "delete" })).status).toBe(404);
    expect((await post("/admin/comments", { intent: "hide", commentId: "999999" })).status).toBe(404);
    expect((await post("/admin/categories", { intent: "rename", categoryId: "999999", name: "Ghost", slug: "ghost" })).status).toBe(404);
    expect((await post("/admin/categories", { intent: "delete", categoryId: "999999" })).status).toBe(404);
  });

  it("hides a comment from its post and shows it again, auditing both", async () => {
    const comment = await getDb()
      .selectFrom("comments")
      .innerJoin("posts", "posts.id", "comments.post_id")
      .select(["comments.id", "comments.post_id", "comments.name"])
      .where("posts.slug", "=", "mfa-rollout-without-helpdesk-overload")
      .orderBy("comments.id")
      .executeTakeFirstOrThrow();
    const postPage = async () => decoded(await (await fetch(server.url(`/blog/${comment.post_id}`))).text());
    expect(await postPage()).toContain(comment.name);

    const hidden = await post(`/admin/comments?post=${comment.post_id}`, { intent: "hide", commentId: String(comment.id) });
    expect(hidden.status).toBe(303);
    expect(hidden.headers.get("location")).toBe(`/admin/comments?post=${comment.post_id}&notice=hidden`);
    expect(await postPage()).not.toContain(comment.name);
    const list = decoded(await (await get(`/admin/comments?post=${comment.post_id}&status=hidden`)).text());
    expect(list).toContain(comment.name);
    expect(await audit("comment.hide", `comment:${comment.id}`)).toHaveLength(1);

    expect((await post("/admin/comments", { intent: "show", commentId: String(comment.id) })).status).toBe(303);
    expect(await postPage()).toContain(comment.name);
    expect(await audit("comment.show", `comment:${comment.id}`)).toHaveLength(1);
    expect((await post("/admin/comments", { intent: "publish", commentId: String(comment.id) })).status).toBe(400);
  });

  it("creates, renames and deletes a category with field messages for clashes", async () => {
    const clash = await post("/admin/categories", { intent: "create", name: "security", slug: "" });
    expect(clash.status).toBe(400);
    const clashHtml = decoded(await clash.text());
    expect(clashHtml).toContain(categoryFormMessages.nameTaken);
    expect(clashHtml).toContain('value="security"');

    const created = await post("/admin/categories", { intent: "create", name: "Site Reliability", slug: "" });
    expect(created.status).toBe(303);
    expect(created.headers.get("location")).toBe("/admin/categories?notice=category-created");
    const category = await getDb().selectFrom("categories").select(["id", "slug"]).where("name", "=", "Site Reliability").executeTakeFirstOrThrow();
    expect(category.slug).toBe("site-reliability");
    expect(decoded(await (await fetch(server.url("/blog"))).text())).toContain("Site Reliability");

    expect((await post("/admin/categories", { intent: "rename", categoryId: String(category.id), name: "SRE", slug: "sre" })).status).toBe(303);
    expect((await fetch(server.url("/blog?category=sre"))).status).toBe(200);
    expect((await post("/admin/categories", { intent: "delete", categoryId: String(category.id) })).status).toBe(303);
    expect((await fetch(server.url("/blog?category=sre"))).status).toBe(404);
    for (const action of ["category.create", "category.update", "category.delete"]) {
      expect(await audit(action, `category:${category.id}`), action).toHaveLength(1);
    }
  });
});
