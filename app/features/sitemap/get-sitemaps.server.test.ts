import { beforeAll, expect, it, vi } from "vitest";
import { seedPages } from "#app/content/seed-pages.ts";
import { unpublishPage } from "#app/features/admin/pages/page-writes.server.ts";
import { invalidateBlogCache } from "#app/features/blog/blog-cache.server.ts";
import { lastPublicDate } from "#app/features/blog/last-public-date.ts";
import { seedPagesIfEmpty } from "#app/features/pages/seed-pages.server.ts";
import { sitemapLocations } from "#tests/helpers/read-sitemap.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { getSitemapFile, getSitemapIndex } from "./get-sitemaps.server.ts";
import { pagePath } from "#app/model/page-catalogue.ts";

// The environment names the public origin; the sitemap's URLs are made with it.
const SITE = vi.hoisted(() => {
  const site = "https://www.kairav.example";
  process.env.SITE_URL = site;
  return site;
});

const DAY_MS = 24 * 60 * 60 * 1000;
// Small files, so a handful of posts makes several.
const options = { urlsPerFile: 3 };
const PUBLISHED = 7;

/** Each `<url>` or `<sitemap>` of a document: where it points and its lastmod. */
function entriesOf(xml: string): { path: string; lastModified: string | undefined }[] {
  return [...xml.matchAll(/<(?:url|sitemap)><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/(?:url|sitemap)>/g)].map((match) => ({
    path: match[1]!.slice(SITE.length),
    lastModified: match[2],
  }));
}

describeEachDatabase("sitemap index and files", (getDb) => {
  const postIds: number[] = [];
  let draftId: number;
  let scheduledId: number;

  beforeAll(async () => {
    const db = getDb();
    await seedPagesIfEmpty(db, new Date("2026-11-01T08:00:00.000Z"));
    const tomorrow = lastPublicDate(new Date(Date.now() + DAY_MS));
    const post = (index: number, fields: { status?: "draft" | "published"; published_on?: string } = {}) => ({
      title: `Post ${index}`,
      slug: `post-${index}`,
      content: "Text.",
      author_name: "Staff",
      published_on: "2026-10-01",
      status: "published" as const,
      created_at: "2026-10-01T00:00:00.000Z",
      // Post i last changed on day i of November.
      updated_at: `2026-11-${String(index).padStart(2, "0")}T12:00:00.000Z`,
      ...fields,
    });
    for (let index = 1; index <= PUBLISHED + 2; index += 1) {
      const fields = index === 4 ? { status: "draft" as const } : index === 6 ? { published_on: tomorrow } : {};
      const { id } = await db.insertInto("posts").values(post(index, fields)).returning("id").executeTakeFirstOrThrow();
      if (index === 4) draftId = id;
      else if (index === 6) scheduledId = id;
      else postIds.push(id);
    }
    invalidateBlogCache(db);
  });

  it("lists the pages' sitemap and one sitemap per few posts, each dated by its newest entry", async () => {
    const index = await getSitemapIndex(getDb(), options);
    expect(index).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    // Posts 1-3, 5 and 7-9 are visible: three files of 3, 3 and 1 posts.
    expect(entriesOf(index)).toEqual([
      { path: "/sitemaps/pages.xml", lastModified: "2026-11-09" },
      { path: "/sitemaps/blog-1.xml", lastModified: "2026-11-03" },
      { path: "/sitemaps/blog-2.xml", lastModified: "2026-11-08" },
      { path: "/sitemaps/blog-3.xml", lastModified: "2026-11-09" },
    ]);
  });

  it("splits the visible posts in id order, each dated, and answers null past the last file", async () => {
    const files = await Promise.all([1, 2, 3].map((number) => getSitemapFile(getDb(), `blog-${number}.xml`, options)));
    const entries = files.map((xml) => entriesOf(xml!));
    expect(entries.map((file) => file.length)).toEqual([3, 3, 1]);
    expect(entries.flat().map((entry) => entry.path)).toEqual(postIds.map((id) => `/blog/${id}`));
    expect(entries[0]!.map((entry) => entry.lastModified)).toEqual(["2026-11-01", "2026-11-02", "2026-11-03"]);
    const all = files.join("");
    expect(all).not.toContain(`/blog/${draftId}<`);
    expect(all).not.toContain(`/blog/${scheduledId}<`);
    for (const name of ["blog-4.xml", "blog-0.xml", "blog-01.xml", "blog.xml", "posts.xml", "pages"]) expect(await getSitemapFile(getDb(), name, options), name).toBeNull();
  });

  it("lists every published page, careers, contact and the blog in the pages' sitemap, dated where known", async () => {
    const entries = entriesOf((await getSitemapFile(getDb(), "pages.xml", options))!);
    const paths = entries.map((entry) => entry.path);
    for (const path of ["/", "/solutions", "/aboutus/our-celebrations", "/careers", "/contactus", "/blog"]) expect(paths).toContain(path);
    for (const page of seedPages) expect(entries).toContainEqual({ path: pagePath(page), lastModified: "2026-11-01" });
    expect(entries).toContainEqual({ path: "/blog", lastModified: "2026-11-09" });
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("keeps the files until the content moves on: a new post shows after the blog's version moved", async () => {
    const db = getDb();
    const before = await getSitemapFile(db, "blog-3.xml", options);
    const { id } = await db
      .insertInto("posts")
      .values({ title: "New", slug: "new-post", content: "Text.", author_name: "Staff", published_on: "2026-10-01", status: "published", created_at: "2026-11-20T00:00:00.000Z", updated_at: "2026-11-20T00:00:00.000Z" })
      .returning("id")
      .executeTakeFirstOrThrow();
    // Written past the cache: the files read before are still served.
    expect(await getSitemapFile(db, "blog-3.xml", options)).toBe(before);
    expect(sitemapLocations(await getSitemapIndex(db, options))).toHaveLength(4);

    invalidateBlogCache(db);
    expect(entriesOf((await getSitemapFile(db, "blog-3.xml", options))!).map((entry) => entry.path)).toEqual([`/blog/${postIds.at(-1)}`, `/blog/${id}`]);
    expect(entriesOf(await getSitemapIndex(db, options)).at(-1)).toEqual({ path: "/sitemaps/blog-3.xml", lastModified: "2026-11-20" });
  });

  it("takes an unpublished page out of the pages' sitemap", async () => {
    const db = getDb();
    const cloud = await db.selectFrom("pages").select(["id", "version"]).where("slug", "=", "cloud-management").executeTakeFirstOrThrow();
    expect(await getSitemapFile(db, "pages.xml", options)).toContain("/services/cloud-management</loc>");
    expect(await unpublishPage(db, cloud.id, cloud.version, { userId: null })).toMatchObject({ ok: true });
    expect(await getSitemapFile(db, "pages.xml", options)).not.toContain("/services/cloud-management</loc>");
  });
});
