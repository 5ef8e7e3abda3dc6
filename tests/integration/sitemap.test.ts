import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { savePost } from "#app/features/admin/posts/save-post.server.ts";
import { createStaffUser } from "#app/features/admin/staff-users.server.ts";
import { invalidateBlogCache } from "#app/features/blog/blog-cache.server.ts";
import { lastPublicDate } from "#app/features/blog/last-public-date.ts";
import { SITEMAP_URLS_PER_FILE } from "#app/features/sitemap/sitemap-names.ts";
import { readSitemapFiles, readSitemapPaths, sitemapLocations } from "#tests/helpers/read-sitemap.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { startTestServer } from "./start-test-server.ts";

/*
 * /sitemap.xml over HTTP: an index of the pages' sitemap and the blog's, the blog split into files
 * of SITEMAP_URLS_PER_FILE posts, so one post past a full file makes a second one.
 */

const POSTS = SITEMAP_URLS_PER_FILE + 1;
const DAY_MS = 24 * 60 * 60 * 1000;

describeEachDatabase("sitemap index over HTTP", (getDb) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let userId: number;

  const get = (path: string) => fetch(server.url(path));
  const text = async (path: string) => (await get(path)).text();

  beforeAll(async () => {
    const db = getDb();
    // One statement for all the posts; each last changed on a day of November 2026.
    await sql`
      with recursive seq(n) as (select 1 union all select n + 1 from seq where n < ${sql.lit(POSTS)})
      insert into posts (title, slug, content, author_name, published_on, status, created_at, updated_at)
      select 'Post ' || n, 'post-' || n, 'Text.', 'Staff', '2026-10-01', 'published', '2026-10-01T00:00:00.000Z',
        case when n = ${sql.lit(POSTS)} then '2026-11-20T09:00:00.000Z' when n = 5 then '2026-11-10T09:00:00.000Z' else '2026-11-02T09:00:00.000Z' end
      from seq
    `.execute(db);
    const tomorrow = lastPublicDate(new Date(Date.now() + DAY_MS));
    await db
      .insertInto("posts")
      .values([
        { title: "Draft", slug: "a-draft", content: "Text.", author_name: "Staff", published_on: "2026-10-01", status: "draft", created_at: "2026-10-01T00:00:00.000Z", updated_at: "2026-12-01T00:00:00.000Z" },
        { title: "Tomorrow", slug: "tomorrow", content: "Text.", author_name: "Staff", published_on: tomorrow, status: "published", created_at: "2026-10-01T00:00:00.000Z", updated_at: "2026-12-01T00:00:00.000Z" },
      ])
      .execute();
    invalidateBlogCache(db);
    ({ id: userId } = await createStaffUser(db, { email: "sitemap@kairav.example", password: "a long enough secret" }));
    server = await startTestServer(db);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("points robots.txt at the index, which lists the pages' sitemap and two of posts, each dated", async () => {
    expect(await text("/robots.txt")).toMatch(/^Sitemap: https?:\/\/[^/\s]+\/sitemap\.xml$/m);
    const response = await get("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const index = await response.text();
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const children = [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/sitemap>/g)].map((match) => [new URL(match[1]!).pathname, match[2]]);
    // The pages were seeded (a first publish) when the server started; /blog changed with the newest post.
    const newestPage = [lastPublicDate(), "2026-11-20"].sort().at(-1);
    expect(children).toEqual([
      ["/sitemaps/pages.xml", newestPage],
      ["/sitemaps/blog-1.xml", "2026-11-10"],
      ["/sitemaps/blog-2.xml", "2026-11-20"],
    ]);
  });

  it("puts ten thousand posts in the first file and the rest in the second, each with its lastmod, and answers 404 past them", async () => {
    const { files } = await readSitemapFiles(text);
    const blog = files.filter((file) => file.path.startsWith("/sitemaps/blog-"));
    expect(blog.map((file) => sitemapLocations(file.xml).length)).toEqual([SITEMAP_URLS_PER_FILE, POSTS - SITEMAP_URLS_PER_FILE]);
    for (const file of blog) {
      expect(file.xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
      expect(file.xml.match(/<url><loc>[^<]+\/blog\/\d+<\/loc><lastmod>2026-11-\d{2}<\/lastmod><\/url>/g)).toHaveLength(sitemapLocations(file.xml).length);
    }
    for (const path of ["/sitemaps/blog-3.xml", "/sitemaps/blog-0.xml", "/sitemaps/sitemap.xml", "/sitemaps/pages"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      await response.body?.cancel();
    }
  });

  it("lists the site's pages once each, and no draft or scheduled post", async () => {
    const paths = await readSitemapPaths(text);
    for (const path of ["/", "/solutions", "/services/cloud-management", "/careers", "/contactus", "/blog"]) expect(paths).toContain(path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.filter((path) => /^\/blog\/\d+$/.test(path))).toHaveLength(POSTS);
    const hidden = await getDb().selectFrom("posts").select("id").where("slug", "in", ["a-draft", "tomorrow"]).execute();
    for (const { id } of hidden) expect(paths).not.toContain(`/blog/${id}`);
  });

  it("shows a post published by staff at once", async () => {
    const before = await text("/sitemaps/blog-2.xml");
    const saved = await savePost(getDb(), {
      userId,
      input: { title: "Fresh", slug: "fresh", authorName: "Staff", publishedOn: "2026-10-01", status: "published", categoryIds: [], content: "Text.", coverSrc: null, excerpt: null },
    });
    if (!saved.ok) throw new Error("not saved");
    const after = await text("/sitemaps/blog-2.xml");
    expect(before).not.toContain(`/blog/${saved.id}<`);
    expect(sitemapLocations(after).map((location) => new URL(location).pathname).at(-1)).toBe(`/blog/${saved.id}`);
    expect(sitemapLocations(after)).toHaveLength(POSTS - SITEMAP_URLS_PER_FILE + 1);
  });
});
