import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { BAD_CSRF_MESSAGE } from "#app/features/admin/csrf.server.ts";
import type { MediaFileResult } from "#app/features/admin/media/media-file-result.ts";
import { mediaDetailMessages } from "#app/features/admin/media/media-details-schema.ts";
import { MEDIA_NOTICES } from "#app/features/admin/media/media-notices.ts";
import { createStaffUser } from "#app/features/admin/staff-users.server.ts";
import { mediaFileUrl } from "#app/features/media/media-file-url.ts";
import { MEDIA_SVG_MESSAGE, MEDIA_UNSUPPORTED_MESSAGE, tooManyPixelsMessage } from "#app/features/media/media-limits.ts";
import { elfExecutable, GPS_MAP_DATUM, jpegPicture, phonePhotoWithGps, pngBomb, pngPicture, SCRIPTED_SVGS, transparentPng, webpPicture } from "#tests/helpers/media-files.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { signInStaff } from "./sign-in-staff.ts";
import { startTestServer } from "./start-test-server.ts";

// The media library over HTTP, through the real server and the production build: uploads, the
// files visitors get, and the staff screens.

const password = "a long enough secret";
const IMMUTABLE = "public, max-age=31536000, immutable";

type Upload = { name: string; data: Buffer; type?: string };

/** The text of server-rendered HTML as a reader sees it. */
function decoded(html: string): string {
  return html.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
}

describeEachDatabase("the media library over HTTP", (getDb) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let cookie: string;
  let csrf: string;
  let userId: number;
  let origin: string;

  beforeAll(async () => {
    userId = (await createStaffUser(getDb(), { email: "media@kairav.example", password })).id;
    server = await startTestServer(getDb());
    origin = new URL(server.url("/")).origin;
    ({ cookie, csrf } = await signInStaff(server, { email: "media@kairav.example", password }));
  });
  afterAll(async () => {
    await server?.close();
  });

  function formWith(files: Upload[], token: string | null = csrf): FormData {
    const form = new FormData();
    if (token !== null) form.append("csrf", token);
    for (const file of files) form.append("file", new Blob([new Uint8Array(file.data)], { type: file.type ?? "application/octet-stream" }), file.name);
    return form;
  }

  /** What the uploader does in the browser: one file per request, JSON back. */
  async function upload(file: Upload, token: string | null = csrf) {
    const response = await fetch(server.url("/admin/media/upload"), { method: "POST", redirect: "manual", headers: { cookie, origin, accept: "application/json" }, body: formWith([file], token) });
    const text = await response.text();
    let json: MediaFileResult | { ok: false; message: string } | null = null;
    try {
      json = JSON.parse(text) as MediaFileResult;
    } catch {
      // A plain-text refusal.
    }
    return { status: response.status, text, json, headers: response.headers };
  }

  async function uploaded(file: Upload): Promise<number> {
    const answer = await upload(file);
    expect(answer.status, answer.text).toBe(201);
    expect(answer.json).toMatchObject({ ok: true, fileName: file.name });
    return (answer.json as Extract<MediaFileResult, { ok: true }>).itemId;
  }

  function get(path: string, headers: Record<string, string> = {}) {
    return fetch(server.url(path), { headers: { cookie, ...headers }, redirect: "manual" });
  }

  function post(path: string, fields: Record<string, string>) {
    return fetch(server.url(path), {
      method: "POST",
      redirect: "manual",
      headers: { cookie, origin, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf, ...fields }),
    });
  }

  async function variantsOf(itemId: number) {
    return getDb().selectFrom("media_variants").select(["format", "width", "height", "hash"]).where("item_id", "=", itemId).orderBy("format").orderBy("width").execute();
  }

  async function counts() {
    const count = async (table: "media_items" | "media_variants") => Number((await getDb().selectFrom(table).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
    return { items: await count("media_items"), variants: await count("media_variants") };
  }

  it("takes a phone photo with a GPS position: upright, and no variant served carries EXIF, GPS or a width above the original's", async () => {
    const photo = await phonePhotoWithGps();
    expect(photo.includes(GPS_MAP_DATUM)).toBe(true);
    const id = await uploaded({ name: "site-visit.jpg", data: photo, type: "image/jpeg" });

    const item = await getDb().selectFrom("media_items").select(["kind", "width", "height", "byte_size", "uploaded_by", "alt_text"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(item).toEqual({ kind: "jpeg", width: 900, height: 1200, byte_size: photo.length, uploaded_by: userId, alt_text: "" });
    const variants = await variantsOf(id);
    expect(new Set(variants.map((variant) => variant.format))).toEqual(new Set(["avif", "webp", "jpeg"]));
    for (const variant of variants) {
      // Served to anyone: no session.
      const response = await fetch(server.url(mediaFileUrl(variant)));
      expect(response.status).toBe(200);
      const bytes = Buffer.from(await response.arrayBuffer());
      const metadata = await sharp(bytes).metadata();
      expect(metadata.width).toBeLessThanOrEqual(900);
      expect({ width: metadata.width, height: metadata.height }).toEqual({ width: variant.width, height: variant.height });
      expect(metadata.exif, mediaFileUrl(variant)).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(bytes.includes(GPS_MAP_DATUM)).toBe(false);
      expect(bytes.includes(Buffer.from("Exif\0\0", "latin1"))).toBe(false);
    }
    expect(await getDb().selectFrom("audit_log").select(["user_id", "action"]).where("target", "=", `media:${id}`).execute()).toEqual([{ user_id: userId, action: "media.upload" }]);
  });

  it("serves an AVIF with its type, immutable caching, nosniff and an ETag; 304 for the ETag; 206 and 416 for ranges", async () => {
    const id = await uploaded({ name: "skyline.png", data: await pngPicture(700, 300), type: "image/png" });
    const avif = (await variantsOf(id)).find((variant) => variant.format === "avif" && variant.width === 700)!;
    const url = mediaFileUrl(avif);
    expect(url).toMatch(/^\/media\/[0-9a-f]{32}\.avif$/);

    const whole = await fetch(server.url(url));
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("image/avif");
    expect(whole.headers.get("cache-control")).toBe(IMMUTABLE);
    expect(whole.headers.get("x-content-type-options")).toBe("nosniff");
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect(whole.headers.get("content-length")).toBe(String(bytes.length));
    expect(whole.headers.get("etag")).toBe(`"${avif.hash}"`);
    expect((await sharp(bytes).metadata()).format).toBe("heif");

    const revalidated = await fetch(server.url(url), { headers: { "if-none-match": `"${avif.hash}"` } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("cache-control")).toBe(IMMUTABLE);

    const part = await fetch(server.url(url), { headers: { range: "bytes=0-99" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 0-99/${bytes.length}`);
    expect(part.headers.get("content-type")).toBe("image/avif");
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(0, 100))).toBe(true);

    const tail = await fetch(server.url(url), { headers: { range: "bytes=-10" } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(bytes.length - 10))).toBe(true);

    const outside = await fetch(server.url(url), { headers: { range: `bytes=${bytes.length}-` } });
    expect(outside.status).toBe(416);
    expect(outside.headers.get("content-range")).toBe(`bytes */${bytes.length}`);

    // A range of another version of the file is not spliced in: the whole file comes back.
    const otherVersion = await fetch(server.url(url), { headers: { range: "bytes=0-99", "if-range": '"0123"' } });
    expect(otherVersion.status).toBe(200);
    expect(Number(otherVersion.headers.get("content-length"))).toBe(bytes.length);

    const head = await fetch(server.url(url), { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("image/avif");

    for (const missing of [url.replace(".avif", ".webp"), `/media/${"0".repeat(32)}.avif`, "/media/not-a-file.avif"]) {
      const answer = await fetch(server.url(missing));
      expect(answer.status, missing).toBe(404);
      expect(answer.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("refuses a decompression bomb with a 413 and a clear message, and stores nothing", async () => {
    const before = await counts();
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(100 * 1024);
    const answer = await upload({ name: "tiny.png", data: bomb, type: "image/png" });
    expect(answer.status).toBe(413);
    expect(answer.json).toMatchObject({ ok: false, message: tooManyPixelsMessage(20_000, 20_000) });
    expect(await counts()).toEqual(before);
  });

  it("refuses an executable named .jpg and script-bearing SVGs, whatever their names, with a 415, and stores nothing", async () => {
    const before = await counts();
    const executable = await upload({ name: "holiday.jpg", data: elfExecutable(), type: "image/jpeg" });
    expect(executable.status).toBe(415);
    expect(executable.json).toMatchObject({ ok: false, message: MEDIA_UNSUPPORTED_MESSAGE });
    for (const [label, svg] of Object.entries(SCRIPTED_SVGS)) {
      for (const name of ["logo.svg", "logo.png"]) {
        const answer = await upload({ name, data: Buffer.from(svg, "utf8"), type: "image/svg+xml" });
        expect(answer.status, `${label} as ${name}`).toBe(415);
        expect(answer.json).toMatchObject({ ok: false, message: MEDIA_SVG_MESSAGE });
      }
    }
    expect(await counts()).toEqual(before);
  });

  it("refuses the same file twice with a 409 pointing at the first, and a post without the CSRF token with a 403", async () => {
    const data = await webpPicture(120, 80);
    const first = await uploaded({ name: "badge.webp", data });
    const before = await counts();
    const again = await upload({ name: "badge-copy.webp", data });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ ok: false, existingItemId: first });
    const forged = await upload({ name: "other.png", data: await pngPicture(20, 20) }, null);
    expect(forged.status).toBe(403);
    expect(forged.text).toBe(BAD_CSRF_MESSAGE);
    expect(await counts()).toEqual(before);
  });

  it("takes several pictures in one post without JavaScript and answers each file", async () => {
    const before = await counts();
    const mixed = await fetch(server.url("/admin/media"), {
      method: "POST",
      redirect: "manual",
      headers: { cookie, origin },
      body: formWith([
        { name: "harbour.jpg", data: await jpegPicture(500, 300) },
        { name: "shape.svg", data: Buffer.from(SCRIPTED_SVGS["a script element"]!) },
        { name: "glass.png", data: await transparentPng(300, 200) },
      ]),
    });
    expect(mixed.status).toBe(200);
    const page = decoded(await mixed.text());
    expect(page).toContain("2 of 3 files uploaded, 1 not");
    expect(page).toContain(MEDIA_SVG_MESSAGE);
    expect((await counts()).items).toBe(before.items + 2);
    const glass = await getDb().selectFrom("media_items").select("id").where("original_name", "=", "glass.png").executeTakeFirstOrThrow();
    expect(new Set((await variantsOf(glass.id)).map((variant) => variant.format))).toEqual(new Set(["avif", "webp", "png"]));

    const allStored = await fetch(server.url("/admin/media"), { method: "POST", redirect: "manual", headers: { cookie, origin }, body: formWith([{ name: "one.png", data: await pngPicture(40, 40) }, { name: "two.jpg", data: await jpegPicture(40, 40) }]) });
    expect(allStored.status).toBe(303);
    expect(allStored.headers.get("location")).toBe("/admin/media?uploaded=2");

    const onlyRefused = await fetch(server.url("/admin/media"), { method: "POST", redirect: "manual", headers: { cookie, origin }, body: formWith([{ name: "run.jpg", data: elfExecutable() }]) });
    expect(onlyRefused.status).toBe(415);
    expect(decoded(await onlyRefused.text())).toContain(MEDIA_UNSUPPORTED_MESSAGE);
  });

  it("lists every picture, searches by name or alt text and filters by kind", async () => {
    const harbour = await getDb().selectFrom("media_items").select("id").where("original_name", "=", "harbour.jpg").executeTakeFirstOrThrow();
    expect((await post(`/admin/media/${harbour.id}`, { intent: "save", altText: "Fishing boats moored in Mumbai harbour", caption: "" })).status).toBe(303);

    const all = decoded(await (await get("/admin/media")).text());
    expect(all).toMatch(/<h1[^>]*>Media<\/h1>/);
    for (const name of ["site-visit.jpg", "skyline.png", "harbour.jpg", "glass.png", "badge.webp"]) expect(all).toContain(name);
    expect(all).toContain("Needs alt text");

    const byAlt = decoded(await (await get("/admin/media?q=FISHING")).text());
    expect(byAlt).toContain("harbour.jpg");
    expect(byAlt).not.toContain("skyline.png");
    const byName = decoded(await (await get("/admin/media?q=sky")).text());
    expect(byName).toContain("skyline.png");
    expect(byName).not.toContain("harbour.jpg");
    // A search with LIKE's wildcards finds them literally.
    expect(decoded(await (await get("/admin/media?q=%25_")).text())).toContain("No pictures match");

    const pngs = decoded(await (await get("/admin/media?kind=png")).text());
    expect(pngs).toContain("skyline.png");
    expect(pngs).not.toContain("site-visit.jpg");
  });

  it("requires alt text unless the picture is marked decorative", async () => {
    const item = await getDb().selectFrom("media_items").select("id").where("original_name", "=", "glass.png").executeTakeFirstOrThrow();
    const refused = await post(`/admin/media/${item.id}`, { intent: "save", altText: " ", caption: "Shown in the album" });
    expect(refused.status).toBe(400);
    expect(decoded(await refused.text())).toContain(mediaDetailMessages.altRequired);

    const decorative = await post(`/admin/media/${item.id}`, { intent: "save", altText: "typed first", caption: "", decorative: "on" });
    expect(decorative.status).toBe(303);
    expect(decorative.headers.get("location")).toBe(`/admin/media/${item.id}?notice=saved`);
    expect(await getDb().selectFrom("media_items").select(["alt_text", "decorative"]).where("id", "=", item.id).executeTakeFirstOrThrow()).toEqual({ alt_text: "", decorative: 1 });

    const detail = decoded(await (await get(`/admin/media/${item.id}?notice=saved`)).text());
    expect(detail).toContain(MEDIA_NOTICES.saved);
    expect(detail).toContain("Decorative");
    expect(detail).toContain("300 × 200");
  });

  it("refuses to delete a picture a page shows, naming the page; a replaced file moves the page with it; unused, it is deleted", async () => {
    const db = getDb();
    const id = await uploaded({ name: "office.jpg", data: await jpegPicture(800, 600), type: "image/jpeg" });
    const fallback = (await variantsOf(id)).find((variant) => variant.format === "jpeg" && variant.width === 800)!;
    const oldUrl = mediaFileUrl(fallback);
    // A page's draft shows the picture as its banner, as the page editor will write it.
    const page = await db.selectFrom("pages").select(["id", "published", "version"]).where("published", "is not", null).orderBy("id").executeTakeFirstOrThrow();
    const document = JSON.parse(page.published!) as { title: string; banner?: unknown };
    const draft = { ...document, banner: { ...(document.banner as object), picture: { src: oldUrl, width: 800, height: 600, alt: "The Pune office" } } };
    await db.updateTable("pages").set({ draft: JSON.stringify(draft) }).where("id", "=", page.id).execute();

    const refused = await post(`/admin/media/${id}`, { intent: "delete" });
    expect(refused.status).toBe(409);
    const refusal = decoded(await refused.text());
    expect(refusal).toContain("Not deleted");
    expect(refusal).toContain(`href="/admin/pages/${page.id}"`);
    expect(refusal).toContain(document.title);
    expect((await variantsOf(id)).length).toBeGreaterThan(0);
    expect((await fetch(server.url(oldUrl))).status).toBe(200);

    // Replacing the file: the page's draft now shows the new file, at the new aspect ratio.
    const replaced = await fetch(server.url(`/admin/media/${id}`), { method: "POST", redirect: "manual", headers: { cookie, origin }, body: formWith([{ name: "office-2027.png", data: await pngPicture(400, 400) }]) });
    expect(replaced.status).toBe(303);
    expect(replaced.headers.get("location")).toBe(`/admin/media/${id}?notice=replaced`);
    const newFallback = (await variantsOf(id)).find((variant) => variant.format === "jpeg" && variant.width === 400)!;
    const moved = await db.selectFrom("pages").select(["draft", "published", "version"]).where("id", "=", page.id).executeTakeFirstOrThrow();
    expect(moved.version).toBe(page.version + 1);
    expect(moved.published).toBe(page.published);
    // It had no srcsets: it takes the new file's, so browsers still choose the width that fits.
    expect(JSON.parse(moved.draft!).banner.picture).toEqual({
      src: mediaFileUrl(newFallback),
      width: 800,
      height: 800,
      alt: "The Pune office",
      responsive: { avif: expect.stringMatching(/\.avif 400w$/), webp: expect.stringMatching(/\.webp 400w$/), fallback: expect.stringContaining(`${mediaFileUrl(newFallback)} 400w`) },
    });
    expect((await fetch(server.url(oldUrl))).status).toBe(404);
    expect((await fetch(server.url(mediaFileUrl(newFallback)))).status).toBe(200);
    expect(await db.selectFrom("media_items").select(["original_name", "width", "height"]).where("id", "=", id).executeTakeFirstOrThrow()).toEqual({ original_name: "office-2027.png", width: 400, height: 400 });
    expect(decoded(await (await get(`/admin/media/${id}`)).text())).toContain(`href="/admin/pages/${page.id}"`);
    expect((await post(`/admin/media/${id}`, { intent: "delete" })).status).toBe(409);

    // Taken off the page, the picture can go, and its files with it.
    await db.updateTable("pages").set({ draft: null }).where("id", "=", page.id).execute();
    const deleted = await post(`/admin/media/${id}`, { intent: "delete" });
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get("location")).toBe("/admin/media?notice=deleted");
    expect(await db.selectFrom("media_items").select("id").where("id", "=", id).execute()).toEqual([]);
    expect(await variantsOf(id)).toEqual([]);
    expect((await fetch(server.url(mediaFileUrl(newFallback)))).status).toBe(404);
    expect((await db.selectFrom("audit_log").select("action").where("target", "=", `media:${id}`).orderBy("id").execute()).map((row) => row.action)).toEqual(["media.upload", "media.replace", "media.delete"]);
  });

  it("answers 404 for a picture that does not exist, and refuses a replacement that is not a picture", async () => {
    expect((await get("/admin/media/999999")).status).toBe(404);
    const item = await getDb().selectFrom("media_items").select("id").where("original_name", "=", "skyline.png").executeTakeFirstOrThrow();
    const before = await variantsOf(item.id);
    const refused = await fetch(server.url(`/admin/media/${item.id}`), { method: "POST", redirect: "manual", headers: { cookie, origin }, body: formWith([{ name: "skyline.png", data: elfExecutable() }]) });
    expect(refused.status).toBe(415);
    expect(decoded(await refused.text())).toContain(MEDIA_UNSUPPORTED_MESSAGE);
    expect(await variantsOf(item.id)).toEqual(before);
  });
});
