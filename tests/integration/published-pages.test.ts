import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { createPage, publishDuePages, publishPage, restorePageRevision, savePageDraft, schedulePage, unpublishPage } from "#app/features/admin/pages/page-writes.server.ts";
import { seedPages } from "#app/content/seed-pages.ts";
import { createPreviewToken, PREVIEW_LINK_DAYS } from "#app/features/admin/pages/preview-link.server.ts";
import type { ContentPage } from "#app/model/content-page.ts";
import { readSitemapPaths } from "#tests/helpers/read-sitemap.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { startTestServer } from "./start-test-server.ts";

/*
 * The public site follows what staff publish: a changed page reads differently at once, a new
 * page joins the menus, the footer, the listing and the sitemap, an unpublished one leaves them
 * all, and pages nobody changed are still served as the build prerendered them.
 */
const cloud = seedPages.find((page) => page.slug === "cloud-management")!;
const videoKyc = seedPages.find((page) => page.slug === "videokyc")!;

const newSolution: ContentPage = {
  ...videoKyc,
  slug: "document-migration",
  title: "Document Migration",
  description: "Move millions of scanned documents into a searchable archive with OCR, checks against the source and a reconciliation report for every batch you migrate.",
  listing: { ...videoKyc.listing!, summary: "Bulk migration of scanned documents with OCR, checksums and a reconciliation report." },
};

describeEachDatabase("published pages on the public site", (getDb) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let staffId: number;
  const logs: string[] = [];

  async function page(path: string) {
    const response = await fetch(server.url(path));
    return { status: response.status, html: await response.text() };
  }

  const sitemapPaths = () => readSitemapPaths(async (path) => (await page(path)).html);

  async function pageRow(slug: string) {
    return getDb().selectFrom("pages").select(["id", "version"]).where("slug", "=", slug).executeTakeFirstOrThrow();
  }

  beforeAll(async () => {
    const db = getDb();
    const logger = { info: (_: unknown, message: string) => logs.push(message), warn: () => {}, error: () => {}, debug: () => {} };
    server = await startTestServer(db, { logger: logger as never });
    ({ id: staffId } = await db.insertInto("staff_users").values({ email: "editor@kairav.example", password_hash: "-", display_name: "Editor", role: "editor", created_at: new Date().toISOString() }).returning("id").executeTakeFirstOrThrow());
  });
  afterAll(async () => {
    await server.close();
  });

  it("serves the seeded pages as prerendered, with every page in the database", async () => {
    expect(await getDb().selectFrom("pages").select("slug").where("published", "is not", null).execute()).toHaveLength(seedPages.length);
    expect((await page("/services/cloud-management")).status).toBe(200);
    expect(logs).not.toContain("prerendered pages replaced by published changes");
  });

  it("shows a published change on its page at once, and leaves a draft unseen until then", async () => {
    const row = await pageRow("cloud-management");
    const changed = { ...cloud, lead: "Cloud bills that shrink while uptime grows: a sentence staff just wrote." };
    const saved = await savePageDraft(getDb(), row.id, row.version, changed, { userId: staffId });
    expect(saved).toEqual({ ok: true, version: row.version + 1 });
    expect((await page("/services/cloud-management")).html).not.toContain("a sentence staff just wrote");

    expect(await publishPage(getDb(), row.id, row.version + 1, { userId: staffId, note: "New lead" })).toEqual({ ok: true, version: row.version + 2 });
    expect((await page("/services/cloud-management")).html).toContain("a sentence staff just wrote");
    // The menus did not change, so the other pages are still the build's.
    expect(logs.filter((line) => line === "prerendered pages replaced by published changes")).toHaveLength(1);
    const revisions = await getDb().selectFrom("page_revisions").select(["note", "author_id"]).where("page_id", "=", row.id).orderBy("id").execute();
    expect(revisions).toEqual([{ note: "Seeded", author_id: null }, { note: "New lead", author_id: staffId }]);
  });

  it("shows a draft through a signed preview link, never cached nor indexed, until the link expires", async () => {
    const row = await pageRow("travel-and-tourism");
    const travel = seedPages.find((entry) => entry.slug === "travel-and-tourism")!;
    await savePageDraft(getDb(), row.id, row.version, { ...travel, lead: "A lead only the preview shows." }, { userId: staffId });
    // The server runs from the build, a copy of the signing code of its own: a shared secret makes both sign alike, as on several instances.
    vi.stubEnv("SESSION_SECRET", "a preview-link secret of at least 32 characters");
    const token = createPreviewToken(row.id);
    const preview = await fetch(server.url(`/preview/pages/${token}`));
    expect(preview.status).toBe(200);
    expect(preview.headers.get("cache-control")).toBe("no-store");
    expect(preview.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const html = await preview.text();
    expect(html).toContain("A lead only the preview shows.");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    expect((await page("/industries/travel-and-tourism")).html).not.toContain("A lead only the preview shows.");

    const [id, expires, signature] = token.split(".");
    expect((await fetch(server.url(`/preview/pages/${Number(id) + 1}.${expires}.${signature}`))).status).toBe(404);
    const old = createPreviewToken(row.id, new Date(Date.now() - (PREVIEW_LINK_DAYS + 1) * 86_400_000));
    expect((await fetch(server.url(`/preview/pages/${old}`))).status).toBe(410);
    vi.unstubAllEnvs();
  });

  it("publishes a scheduled draft once its time has come, and not before", async () => {
    const row = await pageRow("print-and-publish");
    const print = seedPages.find((entry) => entry.slug === "print-and-publish")!;
    const saved = await savePageDraft(getDb(), row.id, row.version, { ...print, lead: "A lead that waits for its hour." }, { userId: staffId });
    if (!saved.ok) throw new Error("not saved");
    const at = new Date(Date.now() + 60 * 60 * 1000);
    expect(await schedulePage(getDb(), row.id, saved.version, at, { userId: staffId })).toEqual({ ok: true, version: saved.version + 1 });

    expect(await publishDuePages(getDb())).toBe(0);
    expect((await page("/industries/print-and-publish")).html).not.toContain("A lead that waits for its hour.");
    expect(await publishDuePages(getDb(), new Date(at.getTime() + 1))).toBe(1);
    expect((await page("/industries/print-and-publish")).html).toContain("A lead that waits for its hour.");
    const after = await getDb().selectFrom("pages").select(["publish_at", "draft"]).where("id", "=", row.id).executeTakeFirstOrThrow();
    expect(after).toEqual({ publish_at: null, draft: null });
    expect(await publishDuePages(getDb(), new Date(at.getTime() + 2))).toBe(0);
  });

  it("refuses to schedule a draft that could not be published", async () => {
    const row = await pageRow("mutual-fund-distributor");
    const fund = seedPages.find((entry) => entry.slug === "mutual-fund-distributor")!;
    const saved = await savePageDraft(getDb(), row.id, row.version, { ...fund, lead: "" }, { userId: staffId });
    if (!saved.ok) throw new Error("not saved");
    expect(await schedulePage(getDb(), row.id, saved.version, new Date(Date.now() + 60_000), { userId: staffId })).toEqual({ ok: false, reason: "invalid" });
  });

  it("refuses a save made from a copy someone else has since changed", async () => {
    const row = await pageRow("cloud-management");
    await savePageDraft(getDb(), row.id, row.version, { ...cloud, lead: "First editor's lead." }, { userId: staffId });
    const late = await savePageDraft(getDb(), row.id, row.version, { ...cloud, lead: "Second editor's lead." }, { userId: staffId });
    expect(late).toEqual({ ok: false, reason: "stale", currentVersion: row.version + 1 });
    const stored = await getDb().selectFrom("pages").select("draft").where("id", "=", row.id).executeTakeFirstOrThrow();
    expect(JSON.parse(stored.draft!).lead).toBe("First editor's lead.");
  });

  it("lets exactly one of two saves made at once from the same copy through", async () => {
    const row = await pageRow("healthcare-and-pharma");
    const page = seedPages.find((entry) => entry.slug === "healthcare-and-pharma")!;
    const results = await Promise.all(
      ["One", "Two", "Three", "Four"].map((name) => savePageDraft(getDb(), row.id, row.version, { ...page, lead: `${name}'s lead.` }, { userId: staffId })),
    );
    expect(results.filter((result) => result.ok)).toEqual([{ ok: true, version: row.version + 1 }]);
    expect(results.filter((result) => !result.ok)).toHaveLength(3);
  });

  it("lists a new solution page on the solutions listing and in the sitemap once published, and takes it out when unpublished", async () => {
    const created = await createPage(getDb(), newSolution, { userId: staffId });
    if (!created.ok) throw new Error("not created");
    expect((await page("/solutions/document-migration")).status).toBe(404);
    expect((await page("/solutions")).html).not.toContain("/solutions/document-migration");

    await publishPage(getDb(), created.id, 1, { userId: staffId });
    const own = await page("/solutions/document-migration");
    expect(own.status).toBe(200);
    expect(own.html).toMatch(/<h1[^>]*>Document Migration<\/h1>/);
    // The breadcrumb puts it under Solutions.
    expect(own.html).toMatch(/href="\/solutions"[^>]*>Solutions<\/a>/);
    const listing = (await page("/solutions")).html;
    expect(listing).toContain('href="/solutions/document-migration"');
    expect(listing).toContain("Bulk migration of scanned documents");
    expect(await sitemapPaths()).toContain("/solutions/document-migration");

    await unpublishPage(getDb(), created.id, 2, { userId: staffId });
    expect((await page("/solutions/document-migration")).status).toBe(404);
    expect((await page("/solutions")).html).not.toContain("/solutions/document-migration");
    expect(await sitemapPaths()).not.toContain("/solutions/document-migration");
  });

  it("puts a new services page in the SERVICES menu and the footer of every page, and takes it out when unpublished", async () => {
    const created = await createPage(getDb(), { ...cloud, slug: "data-engineering", title: "Data Engineering", navLabel: "Data Engineering" }, { userId: staffId });
    if (!created.ok) throw new Error("not created");
    await publishPage(getDb(), created.id, 1, { userId: staffId });
    const link = 'href="/services/data-engineering"';
    for (const path of ["/", "/industries/banking-and-finance", "/solutions", "/aboutus/our-celebrations", "/contactus", "/blog"]) {
      // In the bar's dropdown, in the phone menu and in the footer.
      expect((await page(path)).html.split(link).length - 1, path).toBe(3);
    }
    expect(logs).toContain("prerendered pages replaced by published changes");

    await unpublishPage(getDb(), created.id, 2, { userId: staffId });
    for (const path of ["/", "/industries/banking-and-finance", "/contactus"]) expect((await page(path)).html, path).not.toContain(link);
    expect((await page("/services/data-engineering")).status).toBe(404);
  });

  it("answers a page's old address with a permanent redirect once its address changes", async () => {
    const row = await pageRow("rpa-solutions");
    const rpa = seedPages.find((entry) => entry.slug === "rpa-solutions")!;
    const saved = await savePageDraft(getDb(), row.id, row.version, { ...rpa, slug: "process-automation" }, { userId: staffId });
    if (!saved.ok) throw new Error("not saved");
    await publishPage(getDb(), row.id, saved.version, { userId: staffId });
    const old = await fetch(server.url("/services/rpa-solutions"), { redirect: "manual" });
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/services/process-automation");
    expect((await page("/services/process-automation")).status).toBe(200);
    expect((await page("/")).html).toContain('href="/services/process-automation"');
  });

  it("restores an earlier revision as the draft, which a publish makes public again", async () => {
    const row = await pageRow("cloud-management");
    const seeded = await getDb().selectFrom("page_revisions").select("id").where("page_id", "=", row.id).where("note", "=", "Seeded").executeTakeFirstOrThrow();
    const restored = await restorePageRevision(getDb(), row.id, seeded.id, row.version, { userId: staffId });
    if (!restored.ok) throw new Error("not restored");
    expect((await page("/services/cloud-management")).html).toContain("a sentence staff just wrote");
    await publishPage(getDb(), row.id, restored.version, { userId: staffId });
    const html = (await page("/services/cloud-management")).html;
    expect(html).not.toContain("a sentence staff just wrote");
    expect(html).toContain(cloud.lead);
  });

  it("renders every text of every section kind as text, never as markup", async () => {
    const payload = "<script>x=1</script><img src=x onerror=alert(1)>";
    // Figures and menu names are short fields.
    const short = "<img src=x onerror=alert(1)>";
    const picture = { src: "/diagrams/solutions-listing/videokyc.svg", width: 640, height: 400, alt: payload };
    const sections: ContentPage["sections"] = [
      { kind: "text", id: "t", eyebrow: payload, heading: payload, paragraphs: [payload], image: picture },
      { kind: "list", id: "l", heading: payload, intro: payload, items: [payload, { title: payload, body: payload }] },
      { kind: "cards", id: "c", heading: payload, cards: [{ title: payload, body: payload, points: [payload] }] },
      { kind: "steps", id: "s", heading: payload, steps: [{ title: payload, body: payload }] },
      { kind: "diagram", id: "d", heading: payload, picture, caption: payload, enlargeable: true },
      { kind: "table", id: "tb", heading: payload, columns: [payload], rows: [[payload]] },
      { kind: "slider", id: "sl", heading: payload, label: payload, slides: [{ id: "one", title: payload, caption: payload, image: picture }], showDots: true, showArrows: true },
      {
        kind: "use-cases",
        id: "u",
        heading: payload,
        buttonLabel: "Read More",
        useCases: [{ id: "uc", title: payload, summary: payload, tag: payload, aboutCompany: payload, problemStatement: [payload], solutionImplementation: [payload], results: [payload], objective: payload, challenges: [payload], image: picture }],
      },
      { kind: "stats", id: "st", heading: payload, stats: [{ value: short, label: payload }] },
      { kind: "document-link", id: "dl", heading: payload, body: payload, href: "/documents/x.pdf", linkLabel: payload },
      { kind: "testimonials", id: "te", heading: payload, label: payload, testimonials: [{ quote: payload, name: payload, designation: payload }] },
    ];
    const hostile: ContentPage = { family: "industries", slug: "hostile-words", title: payload, navLabel: short, description: payload, lead: payload, sections };
    const created = await createPage(getDb(), hostile, { userId: staffId });
    if (!created.ok) throw new Error("not created");
    expect(await publishPage(getDb(), created.id, 1, { userId: staffId })).toMatchObject({ ok: true });
    for (const path of ["/industries/hostile-words", "/"]) {
      const html = (await page(path)).html;
      expect(html, path).not.toContain("<script>x=1");
      expect(html, path).not.toContain("<img src=x onerror");
      expect(html, path).toContain(path === "/" ? "&lt;img src=x onerror=alert(1)&gt;" : "&lt;script&gt;x=1&lt;/script&gt;");
    }
  });

  it("refuses a second page at an address already in use", async () => {
    expect(await createPage(getDb(), { ...newSolution, slug: "videokyc" }, { userId: staffId })).toEqual({ ok: false, reason: "slug-taken" });
  });
});
