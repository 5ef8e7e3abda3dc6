import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { seedPages } from "#app/content/seed-pages.ts";
import { cardVersion, socialCardPath } from "#app/components/seo/social-card-address.ts";
import { createJob } from "#app/features/admin/jobs/create-job.server.ts";
import { publishPage, savePageDraft } from "#app/features/admin/pages/page-writes.server.ts";
import { savePost } from "#app/features/admin/posts/save-post.server.ts";
import { drawSocialCard } from "#app/features/social-cards/draw-social-card.server.ts";
import type { PostInput } from "#app/features/admin/posts/post-form-schema.ts";
import { createHash } from "node:crypto";
import { addMediaItem } from "#app/features/admin/media/add-media-item.server.ts";
import { deleteMediaItem } from "#app/features/admin/media/delete-media-item.server.ts";
import { replaceMediaFile } from "#app/features/admin/media/replace-media-file.server.ts";
import { findMediaUses } from "#app/features/media/find-media-uses.server.ts";
import { listPlaceablePictures } from "#app/features/media/list-placeable-pictures.server.ts";
import { jpegPicture } from "#tests/helpers/media-files.ts";
import { readSitemapFiles, sitemapLocations } from "#tests/helpers/read-sitemap.ts";
import { sampleJob } from "#tests/helpers/sample-job.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { startTestServer } from "./start-test-server.ts";

/*
 * Search and sharing fields of pages, posts and job openings, end to end on the built server: what
 * staff set is stored, published with a page, and written in the head of the public page; a page or
 * post hidden from search engines leaves the sitemap; an item without a picture is shared with a
 * generated card, served as a 1200 × 630 PNG at an address that changes with what it shows.
 */

const SITE = "https://kairav.example";
const PICTURE = "/media/0123456789abcdef0123456789abcdef.jpg";
const cloud = seedPages.find((page) => page.slug === "cloud-management")!;

function post(overrides: Partial<PostInput> = {}): PostInput {
  return {
    title: "Cutting Kubernetes spend",
    slug: "cutting-kubernetes-spend",
    authorName: "Asha Rao",
    publishedOn: "2026-11-01",
    status: "published",
    categoryIds: [],
    content: "Requests first, then limits.",
    coverSrc: null,
    excerpt: "How a platform team halved its cluster bill.",
    ...overrides,
  };
}

/** A head's tag by its attribute (`name="robots"`), as a string, or null. */
function headTag(html: string, pattern: RegExp): string | null {
  const head = html.slice(0, html.indexOf("</head>"));
  return pattern.exec(head)?.[1] ?? null;
}

const titleOf = (html: string) => headTag(html, /<title>([^<]*)<\/title>/);
const robotsOf = (html: string) => headTag(html, /<meta name="robots" content="([^"]*)"/);
const descriptionOf = (html: string) => headTag(html, /<meta name="description" content="([^"]*)"/);
const canonicalOf = (html: string) => headTag(html, /<link rel="canonical" href="([^"]*)"/);
const ogImageOf = (html: string) => headTag(html, /<meta property="og:image" content="([^"]*)"/);
const twitterImageOf = (html: string) => headTag(html, /<meta name="twitter:image" content="([^"]*)"/);

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(Buffer.from(bytes.subarray(12, 16)).toString("ascii")).toBe("IHDR");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describeEachDatabase("search and sharing fields", (getDb) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let staffId: number;

  const fetchPath = (path: string) => fetch(server.url(path));
  const html = async (path: string) => {
    const response = await fetchPath(path);
    expect(response.status, path).toBe(200);
    return response.text();
  };
  const sitemapPaths = async () => {
    const { files } = await readSitemapFiles(async (path) => (await fetchPath(path)).text());
    return files.flatMap((file) => sitemapLocations(file.xml).map((location) => new URL(location).pathname));
  };

  beforeAll(async () => {
    vi.stubEnv("SITE_URL", SITE);
    server = await startTestServer(getDb());
    ({ id: staffId } = await getDb().insertInto("staff_users").values({ email: "seo@kairav.example", password_hash: "-", display_name: "Editor", role: "editor", created_at: new Date().toISOString() }).returning("id").executeTakeFirstOrThrow());
  });
  afterAll(async () => {
    await server?.close();
    vi.unstubAllEnvs();
  });

  it("shares a page without SEO fields with its own title, description, address and a generated card", async () => {
    const page = await html("/services/cloud-management");
    expect(titleOf(page)).toBe(`${cloud.title} | Kairav Technologies`);
    expect(descriptionOf(page)).toBe(cloud.description);
    expect(canonicalOf(page)).toBe(`${SITE}/services/cloud-management`);
    expect(robotsOf(page)).toBeNull();
    const card = socialCardPath({ section: "services", id: "cloud-management", title: cloud.title, siteName: "Kairav Technologies" });
    expect(ogImageOf(page)).toBe(`${SITE}${card}`);
    expect(twitterImageOf(page)).toBe(`${SITE}${card}`);
    expect((await fetchPath(card)).status).toBe(200);
  });

  it("publishes a page's search title, canonical address, picture and noindex with the page, and drops it from the sitemap", async () => {
    const db = getDb();
    const row = await db.selectFrom("pages").select(["id", "version"]).where("slug", "=", "cloud-management").executeTakeFirstOrThrow();
    const seo = { searchTitle: "Managed cloud that costs less", canonical: "https://elsewhere.example/cloud", socialImage: PICTURE, noindex: true };
    expect(await savePageDraft(db, row.id, row.version, { ...cloud, seo }, { userId: staffId })).toEqual({ ok: true, version: row.version + 1 });
    // A draft changes nothing visitors or crawlers see.
    expect(titleOf(await html("/services/cloud-management"))).toBe(`${cloud.title} | Kairav Technologies`);
    expect(await sitemapPaths()).toContain("/services/cloud-management");

    expect(await publishPage(db, row.id, row.version + 1, { userId: staffId, note: "SEO" })).toEqual({ ok: true, version: row.version + 2 });
    const page = await html("/services/cloud-management");
    expect(titleOf(page)).toBe("Managed cloud that costs less");
    expect(robotsOf(page)).toBe("noindex");
    expect(canonicalOf(page)).toBe("https://elsewhere.example/cloud");
    expect(ogImageOf(page)).toBe(`${SITE}${PICTURE}`);
    expect(descriptionOf(page)).toBe(cloud.description);

    const paths = await sitemapPaths();
    expect(paths).not.toContain("/services/cloud-management");
    expect(paths).toContain("/services/testing-and-qa");
    // Part of the page's document: its revision keeps the fields.
    const revision = await db.selectFrom("page_revisions").select("document").where("page_id", "=", row.id).orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(JSON.parse(revision.document).seo).toEqual(seo);
  });

  it("stores a post's fields, writes them in its head and keeps a hidden post out of the blog's sitemap", async () => {
    const db = getDb();
    const hidden = await savePost(db, { input: post({ seo: { searchTitle: "Kubernetes spend, halved", description: "Set by staff for search results.", noindex: true } }), userId: staffId });
    const listed = await savePost(db, { input: post({ title: "Listed post", slug: "listed-post", seo: {} }), userId: staffId });
    if (!hidden.ok || !listed.ok) throw new Error("the posts were not saved");
    expect(await db.selectFrom("posts").select(["seo_title", "seo_description", "social_image", "canonical_url", "robots"]).where("id", "=", hidden.id).executeTakeFirstOrThrow()).toEqual({
      seo_title: "Kubernetes spend, halved",
      seo_description: "Set by staff for search results.",
      social_image: null,
      canonical_url: null,
      robots: "noindex",
    });

    const page = await html(`/blog/${hidden.id}`);
    expect(titleOf(page)).toBe("Kubernetes spend, halved");
    expect(descriptionOf(page)).toBe("Set by staff for search results.");
    expect(robotsOf(page)).toBe("noindex");
    expect(canonicalOf(page)).toBe(`${SITE}/blog/${hidden.id}`);
    const card = socialCardPath({ section: "blog", id: String(hidden.id), title: "Cutting Kubernetes spend", siteName: "Kairav Technologies" });
    expect(ogImageOf(page)).toBe(`${SITE}${card}`);

    const listedPage = await html(`/blog/${listed.id}`);
    expect(descriptionOf(listedPage)).toBe("How a platform team halved its cluster bill.");
    expect(robotsOf(listedPage)).toBeNull();

    const paths = await sitemapPaths();
    expect(paths).toContain(`/blog/${listed.id}`);
    expect(paths).not.toContain(`/blog/${hidden.id}`);
  });

  it("serves a post's card as a 1200 × 630 PNG kept for a year, and answers 404 for stale or unknown cards", async () => {
    const db = getDb();
    const saved = await savePost(db, { input: post({ title: "A card of its own", slug: "a-card-of-its-own" }), userId: staffId });
    if (!saved.ok) throw new Error("the post was not saved");
    const card = { section: "blog", id: String(saved.id), title: "A card of its own", siteName: "Kairav Technologies" } as const;
    const response = await fetchPath(socialCardPath(card));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ width: 1200, height: 630 });

    // A new title makes a new card at a new address; the old one is gone.
    expect((await savePost(db, { id: saved.id, input: post({ title: "A renamed card", slug: "a-card-of-its-own" }), userId: staffId })).ok).toBe(true);
    const stale = await fetchPath(socialCardPath(card));
    expect(stale.status).toBe(404);
    expect(stale.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect((await fetchPath(socialCardPath({ ...card, title: "A renamed card" }))).status).toBe(200);

    const draft = await savePost(db, { input: post({ title: "Draft", slug: "draft-card", status: "draft" }), userId: staffId });
    if (!draft.ok) throw new Error("the draft was not saved");
    const unknown = [
      socialCardPath({ ...card, id: String(draft.id), title: "Draft" }),
      socialCardPath({ ...card, id: "999999", title: "Nothing" }),
      `/social-cards/blog/${saved.id}-00000000.png`,
      `/social-cards/blog/${saved.id}.png`,
      `/social-cards/nowhere/${saved.id}-${cardVersion(card)}.png`,
      `/social-cards/services/no-such-page-${cardVersion(card)}.png`,
      "/social-cards/blog/99999999999999999999-12345678.png",
    ];
    for (const path of unknown) expect((await fetchPath(path)).status, path).toBe(404);
  });

  it("draws the card from an SVG that names its title", async () => {
    const { svg, png } = await drawSocialCard({ section: "careers", id: "3", title: "Site Reliability <Engineer> & on-call", siteName: "Kairav Technologies" });
    expect(svg).toContain("<title>Site Reliability &lt;Engineer&gt; &amp; on-call</title>");
    expect(svg).toMatch(/^<svg width="1200" height="630"/);
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });

  it("describes a job opening's own address with its fields, and shares it with its card", async () => {
    const db = getDb();
    const id = await createJob(db, sampleJob({ seo: { searchTitle: "QA jobs in Pune", canonical: "/careers" } }), staffId);
    expect(await db.selectFrom("jobs").select(["seo_title", "canonical_url", "robots"]).where("id", "=", id).executeTakeFirstOrThrow()).toEqual({ seo_title: "QA jobs in Pune", canonical_url: "/careers", robots: "index" });
    const page = await html(`/careers?job=${id}`);
    expect(titleOf(page)).toBe("QA jobs in Pune");
    expect(descriptionOf(page)).toBe("Test lending platforms end to end.");
    expect(canonicalOf(page)).toBe(`${SITE}/careers`);
    const card = socialCardPath({ section: "careers", id: String(id), title: sampleJob().postTitle, siteName: "Kairav Technologies" });
    expect(ogImageOf(page)).toBe(`${SITE}${card}`);
    const response = await fetchPath(card);
    expect(response.status).toBe(200);
    expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    // The careers page itself keeps its own head.
    expect(titleOf(await html("/careers"))).toBe("Careers | Kairav Technologies");
  });

  it("shares a post and an opening with a library picture, which the library counts as used, refuses to delete, and moves when replaced", async () => {
    const db = getDb();
    const jpeg = (data: Buffer, fileName: string) => ({ fileName, kind: "jpeg" as const, data, sha256: createHash("sha256").update(data).digest("hex") });
    const added = await addMediaItem(db, jpeg(await jpegPicture(1300, 700), "team.jpg"), staffId);
    if (!added.ok) throw new Error(added.message);
    await db.updateTable("media_items").set({ alt_text: "The team at a whiteboard" }).where("id", "=", added.itemId).execute();
    const picture = (await listPlaceablePictures(db)).find((candidate) => candidate.label === "team.jpg")!;
    expect(picture.src).toMatch(/^\/media\/[0-9a-f]{32}\.jpg$/);

    const saved = await savePost(db, { input: post({ title: "Shared with a photo", slug: "shared-with-a-photo", seo: { socialImage: picture.src } }), userId: staffId });
    if (!saved.ok) throw new Error("the post was not saved");
    const jobId = await createJob(db, sampleJob({ seo: { socialImage: picture.src } }), staffId);
    expect(ogImageOf(await html(`/blog/${saved.id}`))).toBe(`${SITE}${picture.src}`);
    expect(ogImageOf(await html(`/careers?job=${jobId}`))).toBe(`${SITE}${picture.src}`);

    expect((await findMediaUses(db, added.itemId)).map((use) => use.key)).toEqual([`post-social:${saved.id}`, `job-social:${jobId}`]);
    expect(await deleteMediaItem(db, added.itemId, staffId)).toMatchObject({ ok: false, reason: "in-use" });

    const replaced = await replaceMediaFile(db, added.itemId, jpeg(await jpegPicture(1300, 650), "team-2.jpg"), staffId);
    expect(replaced.ok).toBe(true);
    const moved = (await listPlaceablePictures(db)).find((candidate) => candidate.label === "team-2.jpg")!;
    expect(moved.src).not.toBe(picture.src);
    expect(await db.selectFrom("posts").select("social_image").where("id", "=", saved.id).executeTakeFirstOrThrow()).toEqual({ social_image: moved.src });
    expect(await db.selectFrom("jobs").select("social_image").where("id", "=", jobId).executeTakeFirstOrThrow()).toEqual({ social_image: moved.src });
    expect(ogImageOf(await html(`/blog/${saved.id}`))).toBe(`${SITE}${moved.src}`);
    expect(ogImageOf(await html(`/careers?job=${jobId}`))).toBe(`${SITE}${moved.src}`);
  });

  it("refuses a social picture that is not a described library picture", async () => {
    const refused = await savePost(getDb(), { input: post({ title: "Unknown picture", slug: "unknown-picture", seo: { socialImage: PICTURE } }), userId: staffId });
    expect(refused).toEqual({ ok: false, fieldErrors: { seo: { socialImage: "Choose a picture from the media library: only pictures with alt text are offered" } } });
  });
});
