import { afterAll, beforeAll, expect, it } from "vitest";
import { seedPages } from "#app/content/seed-pages.ts";
import { createStaffUser } from "#app/features/admin/staff-users.server.ts";
import { findMediaUses } from "#app/features/media/find-media-uses.server.ts";
import { findPlaceablePicture, listPlaceablePictures } from "#app/features/media/list-placeable-pictures.server.ts";
import { contentPageSchema } from "#app/model/content-page.ts";
import { pngPicture } from "#tests/helpers/media-files.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { signInStaff } from "./sign-in-staff.ts";
import { startTestServer } from "./start-test-server.ts";

/*
 * The pictures the site ships with are in the media library from the start: staff find them, see
 * where they are shown, place them elsewhere, cannot delete one a page shows, and replace one
 * with their own file on every page at once.
 */
const password = "a long enough secret";
const thor = seedPages.find((page) => page.slug === "thor-platform")!;
const DIAGRAM = "/diagrams/thor-platform/use-case-lending.svg";

describeEachDatabase("built-in pictures in the media library", (getDb) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let cookie: string;
  let csrf: string;
  let origin: string;

  beforeAll(async () => {
    await createStaffUser(getDb(), { email: "builtin@kairav.example", password });
    server = await startTestServer(getDb());
    origin = new URL(server.url("/")).origin;
    ({ cookie, csrf } = await signInStaff(server, { email: "builtin@kairav.example", password }));
  });
  afterAll(async () => {
    await server?.close();
  });

  const itemOf = async (name: string) => (await getDb().selectFrom("media_items").select(["id", "builtin_files"]).where("original_name", "=", name).executeTakeFirstOrThrow());

  it("lists the site's pictures in the library, found by name, with the page that shows each", async () => {
    const list = await (await fetch(server.url("/admin/media?q=use-case-lending"), { headers: { cookie } })).text();
    expect(list).toContain("diagrams/thor-platform/use-case-lending.svg");
    expect(list).toContain("built in");
    const { id } = await itemOf(DIAGRAM.slice(1));
    const detail = await (await fetch(server.url(`/admin/media/${id}`), { headers: { cookie } })).text();
    expect(detail).toContain("Shipped with the site");
    expect(detail).toContain(`/${thor.family}/${thor.slug}`);
    expect(detail).toContain("Thor Platform");
    expect((await findMediaUses(getDb(), id)).map((use) => use.address)).toEqual([`/${thor.family}/${thor.slug}`]);
    // The gallery's photos are there too, shown by the celebrations page.
    const photo = await itemOf("gallery/annual-day/01-1200.webp");
    expect((await findMediaUses(getDb(), photo.id)).map((use) => use.address)).toEqual(["/aboutus/our-celebrations"]);
  });

  it("offers a described built-in picture for pages and post covers by its own address", async () => {
    const offered = (await listPlaceablePictures(getDb())).find((picture) => picture.src === DIAGRAM);
    expect(offered).toMatchObject({ src: DIAGRAM, width: 640, alt: expect.stringMatching(/\w/) });
    expect(offered!.responsive).toBeUndefined();
    expect(await findPlaceablePicture(getDb(), DIAGRAM)).toEqual(offered);
    expect(await findPlaceablePicture(getDb(), "/diagrams/not-in-the-library.svg")).toBeNull();
  });

  it("refuses to delete a built-in picture a page shows", async () => {
    const { id } = await itemOf(DIAGRAM.slice(1));
    const response = await fetch(server.url(`/admin/media/${id}`), {
      method: "POST",
      redirect: "manual",
      headers: { cookie, origin, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf, intent: "delete" }),
    });
    expect(response.status).toBe(409);
    expect(await getDb().selectFrom("media_items").select("id").where("id", "=", id).executeTakeFirst()).toBeDefined();
  });

  it("replaces a built-in drawing with an upload on the page that shows it, which then serves the new picture's files", async () => {
    const { id } = await itemOf(DIAGRAM.slice(1));
    const form = new FormData();
    form.append("csrf", csrf);
    form.append("file", new Blob([new Uint8Array(await pngPicture(1200, 600))], { type: "image/png" }), "lending-2027.png");
    const replaced = await fetch(server.url(`/admin/media/${id}`), { method: "POST", redirect: "manual", headers: { cookie, origin }, body: form });
    expect(replaced.status).toBe(303);

    const item = await getDb().selectFrom("media_items").select(["builtin_files", "kind", "original_name", "alt_text"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(item).toMatchObject({ builtin_files: null, kind: "png", original_name: "lending-2027.png" });
    expect(item.alt_text).not.toBe("");

    const row = await getDb().selectFrom("pages").select(["published"]).where("slug", "=", thor.slug).executeTakeFirstOrThrow();
    const page = contentPageSchema.parse(JSON.parse(row.published!));
    expect(JSON.stringify(page)).not.toContain(DIAGRAM);
    const html = await (await fetch(server.url(`/${thor.family}/${thor.slug}`))).text();
    expect(html).not.toContain(DIAGRAM);
    const avif = /\/media\/[0-9a-f]{32}\.avif/.exec(html)?.[0];
    expect(avif, "the page offers the new picture as AVIF").toBeDefined();
    const file = await fetch(server.url(avif!));
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/avif");
    // A page only showed the old address: the uses follow the new files.
    expect((await findMediaUses(getDb(), id)).map((use) => use.address)).toEqual([`/${thor.family}/${thor.slug}`]);
  });
});
