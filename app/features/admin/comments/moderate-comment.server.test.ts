import { beforeAll, expect, it } from "vitest";
import { seedDemoContentIfEmpty } from "#app/db/seed/seed-demo-content.server.ts";
import { createStaffUser } from "#app/features/admin/staff-users.server.ts";
import { getBlogPostPage } from "#app/features/blog/get-blog-post-page.server.ts";
import { saveComment } from "#app/features/blog/save-comment.server.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { countPostComments } from "./count-post-comments.server.ts";
import { listAdminComments } from "./list-admin-comments.server.ts";
import { moderateComment, readModeration } from "./moderate-comment.server.ts";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

it("reads a moderation form only with a known action and a valid comment id", () => {
  expect(readModeration(form({ intent: "hide", commentId: "7" }))).toEqual({ action: "hide", commentId: 7 });
  expect(readModeration(form({ intent: "publish", commentId: "7" }))).toBeNull();
  expect(readModeration(form({ intent: "delete", commentId: "7; drop table" }))).toBeNull();
  expect(readModeration(form({ intent: "show" }))).toBeNull();
});

describeEachDatabase("comment moderation", (getDb) => {
  let userId: number;
  let postId: number;
  let commentId: number;

  beforeAll(async () => {
    await seedDemoContentIfEmpty(getDb());
    userId = (await createStaffUser(getDb(), { email: "moderator@kairav.example", password: "a long enough secret" })).id;
    postId = (await getDb().selectFrom("posts").select("id").where("slug", "=", "llm-email-triage").executeTakeFirstOrThrow()).id;
    const saved = await saveComment(getDb(), postId, { name: "Spam Bot", message: "Buy   cheap\n\nfollowers <b>now</b>" }, new Date(Date.now() + 60_000));
    commentId = saved!.id;
  });

  async function publicNames() {
    return (await getBlogPostPage(getDb(), postId))?.comments.map((comment) => comment.name) ?? [];
  }

  it("lists comments newest first with the post title and the message collapsed to one line", async () => {
    const { rows: comments, total } = await listAdminComments(getDb(), { postId: null, status: null });
    expect(comments[0]).toMatchObject({ id: commentId, postId, name: "Spam Bot", snippet: "Buy cheap followers <b>now</b>", status: "visible" });
    const times = comments.map((comment) => comment.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const all = await getDb().selectFrom("comments").select((eb) => eb.fn.countAll<string | number>().as("n")).executeTakeFirstOrThrow();
    expect(total).toBe(Number(all.n));
  });

  it("hides a comment: it leaves the post page at once, is counted as hidden and audited", async () => {
    expect(await publicNames()).toContain("Spam Bot");
    expect(await moderateComment(getDb(), { action: "hide", commentId, userId })).toBe(true);
    expect(await publicNames()).not.toContain("Spam Bot");

    const hidden = await listAdminComments(getDb(), { postId, status: "hidden" });
    expect(hidden.rows.map((comment) => comment.id)).toEqual([commentId]);
    const counts = await countPostComments(getDb(), postId);
    const visible = await getDb().selectFrom("comments").select("id").where("post_id", "=", postId).where("status", "=", "visible").execute();
    expect(counts).toMatchObject({ visible: visible.length, hidden: 1 });
  });

  it("shows it again, then deletes it, auditing each step", async () => {
    expect(await moderateComment(getDb(), { action: "show", commentId, userId })).toBe(true);
    expect(await publicNames()).toContain("Spam Bot");
    expect(await moderateComment(getDb(), { action: "delete", commentId, userId })).toBe(true);
    expect(await publicNames()).not.toContain("Spam Bot");
    expect(await getDb().selectFrom("comments").select("id").where("id", "=", commentId).executeTakeFirst()).toBeUndefined();
    const audit = await getDb().selectFrom("audit_log").select(["action", "user_id"]).where("target", "=", `comment:${commentId}`).orderBy("id").execute();
    expect(audit).toEqual([
      { action: "comment.hide", user_id: userId },
      { action: "comment.show", user_id: userId },
      { action: "comment.delete", user_id: userId },
    ]);
  });

  it("answers false for a comment that does not exist", async () => {
    expect(await moderateComment(getDb(), { action: "hide", commentId, userId })).toBe(false);
    expect(await moderateComment(getDb(), { action: "delete", commentId: 999_999, userId })).toBe(false);
  });
});
