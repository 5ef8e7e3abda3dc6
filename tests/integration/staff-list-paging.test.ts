import type { Kysely } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Database } from "#app/db/schema.ts";
import { ADMIN_COMMENTS_PER_PAGE } from "#app/features/admin/comments/list-admin-comments.server.ts";
import { INBOX_PAGE_SIZE } from "#app/features/admin/inbox/inbox-filters.ts";
import { ADMIN_JOBS_PER_PAGE } from "#app/features/admin/jobs/list-jobs.server.ts";
import { MEDIA_PAGE_SIZE } from "#app/features/admin/media/media-filters.ts";
import { AUDIT_PAGE_SIZE } from "#app/features/admin/operations/audit-filters.ts";
import { OUTBOX_PAGE_SIZE } from "#app/features/admin/operations/outbox-filters.ts";
import { ADMIN_POSTS_PER_PAGE } from "#app/features/admin/posts/list-admin-posts.server.ts";
import { createStaffUser } from "#app/features/admin/staff-users.server.ts";
import { BAD_CURSOR_MESSAGE, encodeKeysetCursor } from "#app/lib/paging/keyset-cursor.ts";
import { sampleJob } from "#tests/helpers/sample-job.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { createJob } from "#app/features/admin/jobs/create-job.server.ts";
import { signInStaff } from "./sign-in-staff.ts";
import { startTestServer } from "./start-test-server.ts";

/*
 * Every staff list over HTTP, as someone without JavaScript pages through it: the rows of each
 * list share one timestamp (so only the id orders them), and following Older from page to page
 * must show each row exactly once, in order; Newer must lead back; filters narrow; a damaged
 * page link is refused with 400 and a way back, and the old `?page=` is ignored.
 */

const staff = { email: "pager@kairav.example", password: "a long enough secret" };
const SAME_TIME = "2020-03-01T09:00:00.000Z";
const SAME_DAY = "2020-03-01";

type ListCase = {
  /** The list's name and its rows' marker: `pg-comment-7`. */
  name: string;
  pageSize: number;
  /** A URL showing exactly the seeded rows, and the landmark its pager is labelled with. */
  path: () => string;
  pager: string;
  /** A filter that keeps only some of them, and which. */
  narrowed: () => string;
  keeps: (index: number) => boolean;
};

/** Rows enough for two full pages and a bit of a third. */
const countFor = (pageSize: number) => pageSize * 2 + 5;

function decodeEntities(text: string): string {
  return text.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x27;", "'");
}

/** The markers of the rows on a page, in the order they first appear in its text (not in links, fields or the data for scripts). */
function markers(html: string, name: string): number[] {
  const text = html.replace(/<script\b[\s\S]*?<\/script>/g, " ").replace(/<[^>]*>/g, " ");
  const seen = new Set<number>();
  for (const match of text.matchAll(new RegExp(`pg-${name}-(\\d+)(?!\\d)`, "g"))) seen.add(Number(match[1]));
  return [...seen];
}

/** The href of the pager link with this rel ("next" is Older, "prev" is Newer), or null. */
function pagerLink(html: string, pager: string, rel: "next" | "prev"): string | null {
  const nav = new RegExp(`<nav aria-label="${pager}"[^>]*>([\\s\\S]*?)</nav>`).exec(html);
  if (!nav) return null;
  for (const tag of nav[1]!.match(/<a\b[^>]*>/g) ?? []) {
    if (tag.includes(`rel="${rel}"`)) return decodeEntities(/href="([^"]*)"/.exec(tag)![1]!);
  }
  return null;
}

describeEachDatabase("paging and filtering every staff list over HTTP", (getDb) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let cookie: string;
  let postId: number;
  let jobId: number;

  async function seed(db: Kysely<Database>) {
    const post = await db
      .insertInto("posts")
      .values({ title: "Paging post", slug: "paging-post", content: "Body", author_name: "Asha", published_on: SAME_DAY, status: "published", created_at: SAME_TIME, updated_at: SAME_TIME })
      .returning("id")
      .executeTakeFirstOrThrow();
    postId = post.id;
    for (let index = 0; index < countFor(ADMIN_COMMENTS_PER_PAGE); index++) {
      await db.insertInto("comments").values({ post_id: postId, name: `pg-comment-${index}`, message: "Same minute.", status: index % 4 === 0 ? "hidden" : "visible", created_at: SAME_TIME }).execute();
    }
    for (let index = 0; index < countFor(ADMIN_POSTS_PER_PAGE); index++) {
      await db
        .insertInto("posts")
        .values({ title: `pg-post-${index}`, slug: `pg-post-${index}`, content: "Draft.", author_name: "Asha", published_on: SAME_DAY, status: "draft", created_at: SAME_TIME, updated_at: SAME_TIME })
        .execute();
    }
    for (let index = 0; index < countFor(ADMIN_JOBS_PER_PAGE); index++) {
      await createJob(db, sampleJob({ jobTitle: `pg-job-${index}`, datePosted: SAME_DAY, status: index % 3 === 0 ? "closed" : "open" }), 1, new Date(SAME_TIME));
    }
    jobId = (await db.selectFrom("jobs").select("id").where("job_title", "=", "pg-job-1").executeTakeFirstOrThrow()).id;
    const submission = (name: string, index: number) => ({
      name,
      email: `${name}@example.com`,
      phone: "+91 98200 12345",
      message: "Same minute.",
      client_address: "203.0.113.7",
      status: index % 5 === 0 ? ("handled" as const) : ("new" as const),
      created_at: SAME_TIME,
      handled_at: index % 5 === 0 ? SAME_TIME : null,
    });
    for (let index = 0; index < countFor(INBOX_PAGE_SIZE); index++) {
      await db.insertInto("enquiries").values(submission(`pg-enquiry-${index}`, index)).execute();
      await db
        .insertInto("applications")
        .values({ ...submission(`pg-application-${index}`, index), job_id: jobId, job_title: "pg-job-1" })
        .execute();
    }
    for (let index = 0; index < countFor(OUTBOX_PAGE_SIZE); index++) {
      await db
        .insertInto("outbox")
        .values({ kind: "enquiry-notification", to_address: "sales@kairav.example", subject: `pg-mail-${index}`, body_text: "Hello", status: index % 6 === 0 ? "failed" : "sent", next_attempt_at: SAME_TIME, created_at: SAME_TIME })
        .execute();
    }
    for (let index = 0; index < countFor(AUDIT_PAGE_SIZE); index++) {
      // Nobody hides comments in this test, so the action alone selects these rows.
      await db.insertInto("audit_log").values({ user_id: index % 3 === 0 ? null : 999, action: "comment.hide", target: `pg-audit-${index}`, created_at: SAME_TIME }).execute();
    }
    for (let index = 0; index < countFor(MEDIA_PAGE_SIZE); index++) {
      await db
        .insertInto("media_items")
        .values({
          original_name: `pg-media-${index}.${index % 4 === 0 ? "png" : "jpg"}`,
          kind: index % 4 === 0 ? "png" : "jpeg",
          width: 1200,
          height: 800,
          byte_size: 3,
          dominant_color: "#336699",
          original_sha256: index.toString(16).padStart(64, "0"),
          original_data: Buffer.from("abc"),
          created_at: SAME_TIME,
          updated_at: SAME_TIME,
        })
        .execute();
    }
  }

  beforeAll(async () => {
    await createStaffUser(getDb(), staff);
    await seed(getDb());
    server = await startTestServer(getDb());
    ({ cookie } = await signInStaff(server, staff));
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  async function get(path: string) {
    return fetch(server.url(path), { headers: { cookie }, redirect: "manual" });
  }

  async function html(path: string): Promise<string> {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    return response.text();
  }

  const lists: ListCase[] = [
    { name: "comment", pageSize: ADMIN_COMMENTS_PER_PAGE, path: () => `/admin/comments?post=${postId}`, pager: "Pages of comments", narrowed: () => `/admin/comments?post=${postId}&status=hidden`, keeps: (index) => index % 4 === 0 },
    { name: "post", pageSize: ADMIN_POSTS_PER_PAGE, path: () => "/admin/posts?status=draft&q=pg-post-", pager: "Pages of posts", narrowed: () => "/admin/posts?status=draft&q=pg-post-1", keeps: (index) => String(index).startsWith("1") },
    { name: "job", pageSize: ADMIN_JOBS_PER_PAGE, path: () => "/admin/jobs?q=pg-job-", pager: "Pages of jobs", narrowed: () => "/admin/jobs?q=pg-job-&status=closed", keeps: (index) => index % 3 === 0 },
    { name: "enquiry", pageSize: INBOX_PAGE_SIZE, path: () => "/admin/enquiries?q=pg-enquiry-", pager: "Pages of enquiries", narrowed: () => "/admin/enquiries?q=pg-enquiry-&status=handled", keeps: (index) => index % 5 === 0 },
    { name: "application", pageSize: INBOX_PAGE_SIZE, path: () => `/admin/applications?job=${jobId}`, pager: "Pages of applications", narrowed: () => `/admin/applications?job=${jobId}&status=handled`, keeps: (index) => index % 5 === 0 },
    { name: "mail", pageSize: OUTBOX_PAGE_SIZE, path: () => "/admin/outbox?q=pg-mail-", pager: "Pages of mails", narrowed: () => "/admin/outbox?q=pg-mail-&status=failed", keeps: (index) => index % 6 === 0 },
    { name: "audit", pageSize: AUDIT_PAGE_SIZE, path: () => "/admin/audit?action=comment.hide", pager: "Pages of the audit log", narrowed: () => "/admin/audit?action=comment.hide&user=system", keeps: (index) => index % 3 === 0 },
    { name: "media", pageSize: MEDIA_PAGE_SIZE, path: () => "/admin/media?q=pg-media-", pager: "Pages of pictures", narrowed: () => "/admin/media?q=pg-media-&kind=png", keeps: (index) => index % 4 === 0 },
  ];

  it.each(lists)("$name: Older pages show every row once, newest first, and Newer leads back", async ({ name, pageSize, path, pager }) => {
    const count = countFor(pageSize);
    const pages: string[] = [];
    const seen: number[][] = [];
    let next: string | null = path();
    while (next && pages.length < 5) {
      const page = await html(next);
      pages.push(next);
      seen.push(markers(page, name));
      expect(pagerLink(page, pager, "prev") === null, `Newer on ${next}`).toBe(pages.length === 1);
      next = pagerLink(page, pager, "next");
    }
    expect(seen.map((rows) => rows.length)).toEqual([pageSize, pageSize, 5]);
    // The same timestamp throughout: the id alone orders them, the last inserted first.
    expect(seen.flat()).toEqual(Array.from({ length: count }, (_, index) => count - 1 - index));

    const back = pagerLink(await html(pages[2]!), pager, "prev")!;
    expect(markers(await html(back), name)).toEqual(seen[1]);
    const first = pagerLink(await html(pages[1]!), pager, "prev")!;
    expect(markers(await html(first), name)).toEqual(seen[0]);
  });

  it.each(lists)("$name: a filter narrows the list to the rows it names", async ({ name, pageSize, narrowed, keeps }) => {
    const expected = Array.from({ length: countFor(pageSize) }, (_, index) => index)
      .filter(keeps)
      .reverse();
    expect(expected.length).toBeLessThanOrEqual(pageSize);
    expect(markers(await html(narrowed()), name)).toEqual(expected);
  });

  it.each(lists)("$name: a damaged page link is refused with 400 and says what to do; ?page= is ignored", async ({ name, path }) => {
    const separator = path().includes("?") ? "&" : "?";
    for (const damaged of ["older=not-a-cursor", `older=${encodeKeysetCursor({ key: SAME_TIME, id: 1 })}x`, `newer=${Buffer.from('["x",-1]').toString("base64url")}`, "older=a&newer=b"]) {
      const response = await get(`${path()}${separator}${damaged}`);
      expect(response.status, damaged).toBe(400);
      expect(decodeEntities(await response.text())).toContain(BAD_CURSOR_MESSAGE);
    }
    for (const page of ["page=2", "page=-1", "page=abc", "page=99999999999999999999"]) {
      expect(markers(await html(`${path()}${separator}${page}`), name), page).toEqual(markers(await html(path()), name));
    }
  });
});
