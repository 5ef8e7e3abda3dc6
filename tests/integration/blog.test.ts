import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { afterAll, beforeAll, expect, it } from "vitest";
import { demoPosts } from "#app/db/seed/demo-posts.ts";
import { seedDemoContentIfEmpty } from "#app/db/seed/seed-demo-content.server.ts";
import { readSitemapPaths } from "#tests/helpers/read-sitemap.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { startTestServer } from "./start-test-server.ts";

// The blog over HTTP, through the real server and the production build, on each database.
const COMMENTS_PER_WINDOW = 5;
const NAME_MAX = 100;
const MESSAGE_MAX = 2000;

describeEachDatabase("blog over HTTP", (getDb) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    await seedDemoContentIfEmpty(getDb());
    server = await startTestServer(getDb());
  });
  afterAll(async () => {
    await server?.close();
  });

  async function solvedPayload(): Promise<string> {
    const challenge = (await (await fetch(server.url("/captcha/challenge"))).json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
  }

  // The page's script (which sends a proof of work) posts to the comments endpoint; the form
  // without JavaScript posts to the page itself.
  function postComment(postId: number, fields: Record<string, string>) {
    return fetch(server.url("altcha" in fields ? `/blog/${postId}/comments` : `/blog/${postId}`), {
      method: "POST",
      body: new URLSearchParams({ website: "", ...fields }),
      redirect: "manual",
    });
  }

  async function storedComments(postId: number) {
    return getDb().selectFrom("comments").select(["name", "message"]).where("post_id", "=", postId).orderBy("id").execute();
  }

  it("serves the list, a post, the feed and the sitemap", async () => {
    const list = await fetch(server.url("/blog"));
    expect(list.status).toBe(200);
    const html = await list.text();
    expect(html).toContain("POSTS");
    expect(html).toContain("Continue reading...");

    const post = await fetch(server.url("/blog/1"));
    expect(post.status).toBe(200);
    const postHtml = await post.text();
    expect(postHtml).toContain('"@type":"BlogPosting"');
    expect(postHtml).toMatch(/<link rel="canonical" href="[^"]+\/blog\/1"/);

    const feed = await fetch(server.url("/blog/rss.xml"));
    expect(feed.headers.get("content-type")).toContain("application/rss+xml");
    const xml = await feed.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml.match(/<item>/g)).toHaveLength(demoPosts.length);

    const sitemapPaths = await readSitemapPaths(async (path) => (await fetch(server.url(path))).text());
    for (let id = 1; id <= demoPosts.length; id += 1) expect(sitemapPaths).toContain(`/blog/${id}`);
  });

  it("redirects a non-numeric id to /blog/1 and answers 404 for an unknown one", async () => {
    for (const path of ["/blog/abc", "/blog/", "/blog/1e3"]) {
      const response = await fetch(server.url(path), { redirect: "manual" });
      expect(response.status, path).toBe(302);
      expect(new URL(response.headers.get("location")!, server.url("/")).pathname, path).toBe("/blog/1");
    }
    for (const path of ["/blog/99999", "/blog/99999999999", "/blog?category=no-such-category"]) {
      const response = await fetch(server.url(path));
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain("Unexpected Application Error!");
    }
  });

  it("refuses bad input with 400 and a clear message, before spending the rate limit", async () => {
    const cases = [
      { fields: { name: "", message: "No name" }, text: "Please enter the first name" },
      { fields: { name: "x".repeat(NAME_MAX + 1), message: "Long name" }, text: "Please keep the name to 100 characters or fewer" },
      { fields: { name: "Asha", message: "x".repeat(MESSAGE_MAX + 1) }, text: "Please keep the message to 2,000 characters or fewer" },
    ];
    for (const { fields, text } of cases) {
      const response = await postComment(1, { ...fields, altcha: await solvedPayload() });
      expect(response.status, text).toBe(400);
      expect(await response.text(), text).toContain(text);
    }
    expect(await storedComments(1)).toHaveLength(demoPosts[0]!.comments.length);
  });

  it(`stores comments as text, refuses a replayed captcha, and limits an address to ${COMMENTS_PER_WINDOW} per window`, async () => {
    const payload = await solvedPayload();
    // 1: with a proof of work; the name carries markup and control characters.
    const first = await postComment(2, { name: '<img src=x onerror="alert(1)">\u0007Asha', message: "<script>alert(1)</script>\r\nSecond line", altcha: payload });
    expect(first.status).toBe(200);
    // The answer carries the stored comment, which the page adds to its list at once.
    expect(await first.json()).toMatchObject({ ok: true, comment: { name: '<img src=x onerror="alert(1)">Asha' } });
    const page = await (await fetch(server.url("/blog/2"))).text();
    expect(page).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;Asha");
    expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page).not.toContain("<script>alert(1)</script>");
    expect((await storedComments(2)).at(-1)).toEqual({ name: '<img src=x onerror="alert(1)">Asha', message: "<script>alert(1)</script>\nSecond line" });

    // 2: the same solution again.
    const replay = await postComment(2, { name: "Replay", message: "again", altcha: payload });
    expect(replay.status).toBe(400);
    expect(await replay.text()).toContain("Failed to verify captcha, please try again");

    // 3: without JavaScript (no proof of work): post, then redirect back to the post.
    const plain = await postComment(3, { name: "Plain form", message: "No script here" });
    expect(plain.status).toBe(303);
    expect(plain.headers.get("location")).toBe("/blog/3?comment=posted#comments");

    // 4 and 5 pass; 6 is over the limit.
    for (const name of ["Fourth", "Fifth"]) expect((await postComment(4, { name, message: "ok", altcha: await solvedPayload() })).status).toBe(200);
    const limited = await postComment(4, { name: "Sixth", message: "too many", altcha: await solvedPayload() });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.text()).toMatch(/You have posted several comments in a short time\. Please try again in \d+ minutes?\./);
    expect((await storedComments(4)).map((comment) => comment.name)).not.toContain("Sixth");
  });
});
