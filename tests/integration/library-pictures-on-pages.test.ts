import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { celebrationsPage } from "#app/content/celebrations.ts";
import { seedPages } from "#app/content/seed-pages.ts";
import { galleryPhotoFromPicture } from "#app/features/admin/celebrations/gallery-photo-from-picture.ts";
import { publishPage, savePageDraft } from "#app/features/admin/pages/page-writes.server.ts";
import { createStaffUser } from "#app/features/admin/staff-users.server.ts";
import { listPlaceablePictures } from "#app/features/media/list-placeable-pictures.server.ts";
import type { ContentPage } from "#app/model/content-page.ts";
import { contentPageSchema } from "#app/model/content-page.ts";
import { jpegPicture, phonePhotoWithGps } from "#tests/helpers/media-files.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { signInStaff } from "./sign-in-staff.ts";
import { startTestServer } from "./start-test-server.ts";

/*
 * A picture staff uploaded goes on a page: only once it is described (or marked decorative), and
 * then visitors get it as AVIF or WebP at the width that fits, with its size for a stable layout,
 * and with none of the photo's metadata.
 */
const password = "a long enough secret";
// A page with a text section, which can hold a picture beside its paragraphs.
const target = seedPages.find((page) => page.sections.some((section) => section.kind === "text"))!;

describeEachDatabase("media library pictures on public pages", (getDb) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let cookie: string;
  let csrf: string;
  let userId: number;

  beforeAll(async () => {
    userId = (await createStaffUser(getDb(), { email: "pictures@kairav.example", password })).id;
    server = await startTestServer(getDb());
    ({ cookie, csrf } = await signInStaff(server, { email: "pictures@kairav.example", password }));
  });
  afterAll(async () => {
    await server?.close();
  });

  async function upload(name: string, data: Buffer): Promise<number> {
    const form = new FormData();
    form.append("csrf", csrf);
    form.append("file", new Blob([new Uint8Array(data)], { type: "image/jpeg" }), name);
    const response = await fetch(server.url("/admin/media/upload"), { method: "POST", headers: { cookie, origin: new URL(server.url("/")).origin, accept: "application/json" }, body: form });
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as { itemId: number }).itemId;
  }

  /** What the library's Delete button sends. */
  function deleteMediaItem(id: number) {
    return fetch(server.url(`/admin/media/${id}`), {
      method: "POST",
      redirect: "manual",
      headers: { cookie, origin: new URL(server.url("/")).origin, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf, intent: "delete" }),
    });
  }

  it("offers a picture for pages only once it has alt text, then serves it as a responsive picture with no metadata", async () => {
    const photo = await upload("office-team.jpg", await phonePhotoWithGps());
    const plain = await upload("plain.jpg", await jpegPicture(800, 600));
    // Uploads, that is: the site's own pictures are offered too (they come described).
    const uploads = async () => (await listPlaceablePictures(getDb())).filter((picture) => picture.src.startsWith("/media/"));
    expect((await uploads()).map((picture) => picture.label)).toEqual([]);

    await getDb().updateTable("media_items").set({ alt_text: "The Pune team around a whiteboard" }).where("id", "=", photo).execute();
    const offered = await uploads();
    expect(offered.map((picture) => picture.label)).toEqual(["office-team.jpg"]);
    const [picture] = offered;
    expect(picture).toMatchObject({ alt: "The Pune team around a whiteboard", src: expect.stringMatching(/^\/media\/[0-9a-f]{32}\.jpg$/) });
    expect(picture!.responsive!.avif.split(", ").length).toBeGreaterThan(1);
    expect(plain).toBeGreaterThan(photo);

    // Placed beside the first text section of a page, and published.
    const row = await getDb().selectFrom("pages").select(["id", "version"]).where("family", "=", target.family).where("slug", "=", target.slug).executeTakeFirstOrThrow();
    const index = target.sections.findIndex((section) => section.kind === "text");
    const { label: _label, ...placed } = picture!;
    const changed: ContentPage = { ...target, sections: target.sections.map((section, at) => (at === index && section.kind === "text" ? { ...section, image: placed } : section)) };
    expect(contentPageSchema.safeParse(changed).success).toBe(true);
    expect((await savePageDraft(getDb(), row.id, row.version, changed, { userId })).ok).toBe(true);
    expect((await publishPage(getDb(), row.id, row.version + 1, { userId })).ok).toBe(true);

    const html = await (await fetch(server.url(`/${target.family}/${target.slug}`))).text();
    const element = html.match(/<picture>[\s\S]*?<\/picture>/g)?.find((candidate) => candidate.includes("/media/")) ?? "";
    expect(element).toContain('<source type="image/avif" srcSet="/media/');
    expect(element).toContain('<source type="image/webp" srcSet="/media/');
    expect(element).toMatch(/<img [^>]*alt="The Pune team around a whiteboard"/);
    expect(element).toMatch(new RegExp(`width="${picture!.width}" height="${picture!.height}"`));

    // What the browser picks for a phone: the AVIF of the narrowest width, without the photo's metadata.
    const narrowest = picture!.responsive!.avif.split(", ")[0]!.split(" ")[0]!;
    const file = await fetch(server.url(narrowest));
    expect(file.headers.get("content-type")).toBe("image/avif");
    const metadata = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect(metadata.width).toBe(320);
    expect(metadata.exif).toBeUndefined();

    // Used on a page: the library refuses to delete it.
    const removal = await deleteMediaItem(photo);
    expect(removal.status).toBe(409);
    expect(await getDb().selectFrom("media_items").select("id").where("id", "=", photo).executeTakeFirst()).toBeDefined();
  });

  it("adds a library photo to a renamed album, which the gallery shows once published", async () => {
    const photo = await upload("annual-day-stage.jpg", await jpegPicture(1600, 1200));
    await getDb().updateTable("media_items").set({ alt_text: "The winners on stage with their trophies" }).where("id", "=", photo).execute();
    const picture = (await listPlaceablePictures(getDb())).find((candidate) => candidate.label === "annual-day-stage.jpg")!;
    const [first, ...rest] = celebrationsPage.albums;
    const album = { ...first!, name: "Diwali at the office", photos: [...first!.photos, galleryPhotoFromPicture({ ...picture, responsive: picture.responsive! }, `${first!.id}-99`)] };
    const gallery = { ...celebrationsPage, albums: [album, ...rest] };
    const version = (await getDb().selectFrom("site_documents").select("version").where("name", "=", "celebrations").executeTakeFirstOrThrow()).version;
    const response = await fetch(server.url("/admin/celebrations"), {
      method: "POST",
      headers: { cookie, origin: new URL(server.url("/")).origin, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf, intent: "publish", version: String(version), document: JSON.stringify(gallery) }),
    });
    expect(response.status).toBe(200);

    const html = await (await fetch(server.url("/aboutus/our-celebrations"))).text();
    expect(html).toContain("Diwali at the office");
    expect(html).toMatch(new RegExp(`${first!.photos.length + 1}(<!-- -->)? photos`));
    expect(html).toMatch(/<source type="image\/avif" srcSet="\/media\/[0-9a-f]{32}\.avif"\/>/);
    expect(html).toContain('alt="The winners on stage with their trophies"');
    const revisions = await (await fetch(server.url("/admin/celebrations/revisions"), { headers: { cookie } })).text();
    expect(revisions).toContain("Differs from the editor in: album “");

    // In an album: the library refuses to delete it, naming the gallery.
    const removal = await deleteMediaItem(photo);
    expect(removal.status).toBe(409);
    expect(await removal.text()).toContain("Celebrations gallery");
  });

  it("gives a post a cover and an excerpt: the blog list and the post show them, and shared links carry the cover", async () => {
    const photo = await upload("kubernetes-dashboard.jpg", await jpegPicture(1400, 900));
    await getDb().updateTable("media_items").set({ alt_text: "A cost dashboard falling week by week" }).where("id", "=", photo).execute();
    const cover = (await listPlaceablePictures(getDb())).find((candidate) => candidate.label === "kubernetes-dashboard.jpg")!;
    const origin = new URL(server.url("/")).origin;
    const fields = {
      csrf,
      intent: "save",
      title: "Halving a Kubernetes bill",
      slug: "halving-a-kubernetes-bill",
      authorName: "Asha Rao",
      publishedOn: "2026-01-15",
      status: "published",
      content: "## Requests first\n\nWe measured before we cut.",
      coverSrc: cover.src,
      excerpt: "Requests, limits and one autoscaler setting: how the bill of a client fell by half.",
    };
    const refused = await fetch(server.url("/admin/posts/new"), { method: "POST", redirect: "manual", headers: { cookie, origin, "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ ...fields, coverSrc: "/media/ffffffffffffffffffffffffffffffff.jpg" }) });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Choose a cover from the media library");
    const created = await fetch(server.url("/admin/posts/new"), { method: "POST", redirect: "manual", headers: { cookie, origin, "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields) });
    expect(created.status).toBe(303);
    const postId = Number(/\/admin\/posts\/(\d+)/.exec(created.headers.get("location") ?? "")?.[1]);

    const list = await (await fetch(server.url("/blog"))).text();
    const card = list.match(/<article[^>]*data-testid="post-card"[\s\S]*?<\/article>/g)?.find((candidate) => candidate.includes("Halving a Kubernetes bill")) ?? "";
    expect(card).toContain('<source type="image/avif" srcSet="/media/');
    expect(card).toContain(fields.excerpt);

    const post = await (await fetch(server.url(`/blog/${postId}`))).text();
    expect(post).toMatch(/<img [^>]*alt="A cost dashboard falling week by week"[^>]*fetchPriority="high"|<img [^>]*fetchPriority="high"[^>]*alt="A cost dashboard falling week by week"/);
    expect(post).toMatch(new RegExp(`<meta property="og:image" content="https?://[^"]+${cover.src}"`));
    expect(post).toContain(`<meta name="description" content="${fields.excerpt}"`);

    const removal = await deleteMediaItem(photo);
    expect(removal.status).toBe(409);
    expect(await removal.text()).toContain("Halving a Kubernetes bill");
  });
});
