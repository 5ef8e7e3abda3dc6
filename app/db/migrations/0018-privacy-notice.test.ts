import type { Kysely } from "kysely";
import { expect, it } from "vitest";
import { seedSettings } from "#app/content/seed-settings.ts";
import { page as lifePage } from "#app/content/pages/aboutus/life-at-kairav.ts";
import { page as cloudPage } from "#app/content/pages/services/cloud-management.ts";
import { contentPageSchema } from "#app/model/content-page.ts";
import { siteSettingsSchema } from "#app/model/site-settings.ts";
import { createTestDatabase, describeEachDatabase, getTestDatabaseTargets } from "#tests/helpers/test-database.ts";
import { allMigrations } from "./all-migrations.ts";
import { privacyNoticeMigration, withPrivacyLink } from "./0018-privacy-notice.ts";

const NOW = "2026-11-27T10:00:00.000Z";

/** The settings a site had before the notice: the seeded ones without its link, with its own address. */
function oldSettings(email: string): string {
  const settings = structuredClone(seedSettings);
  settings.company.email = email;
  for (const column of settings.footer) if (column.kind === "links") column.links = column.links.filter((link) => link.to !== "/privacy");
  return JSON.stringify(settings);
}

async function migrateBefore0018(db: Kysely<any>): Promise<void> {
  for (const [name, migration] of Object.entries(allMigrations)) {
    if (name >= "0018") break;
    await migration.up(db);
  }
}

describeEachDatabase(
  "the privacy notice migration",
  (getDb) => {
    it("adds the notice and its footer link to a site with content, touching nothing else", async () => {
      const db = getDb() as unknown as Kysely<any>;
      await migrateBefore0018(db);
      const page = (family: string, slug: string, position: number, document: unknown) => ({
        family,
        slug,
        position,
        published: JSON.stringify(document),
        draft: null,
        version: 3,
        publish_at: null,
        created_at: NOW,
        updated_at: NOW,
        updated_by: null,
      });
      await db.insertInto("pages").values([page("services", "cloud-management", 0, cloudPage), page("aboutus", "life-at-kairav", 0, lifePage)]).execute();
      const settings = oldSettings("hello@acme.example");
      const draft = JSON.stringify({ ...JSON.parse(settings), company: { ...JSON.parse(settings).company, tagline: "Draft tagline" } });
      await db.insertInto("site_documents").values({ name: "settings", published: settings, draft, version: 4, updated_at: NOW, updated_by: null }).execute();
      await db
        .insertInto("enquiries")
        .values({ name: "Asha", email: "asha@example.com", phone: "+91-9876543210", message: "Hello", client_address: "203.0.113.7", attachment_id: null, created_at: NOW, handled_at: null })
        .execute();
      const pagesBefore = await db.selectFrom("pages").selectAll().orderBy("id").execute();
      const enquiriesBefore = await db.selectFrom("enquiries").selectAll().execute();

      await privacyNoticeMigration.up(db);

      const pagesAfter = await db.selectFrom("pages").selectAll().orderBy("id").execute();
      expect(pagesAfter.slice(0, 2)).toEqual(pagesBefore);
      const notice = pagesAfter[2]!;
      expect([notice.family, notice.slug, notice.position, notice.version, notice.draft]).toEqual(["aboutus", "privacy", 1, 1, null]);
      const document = contentPageSchema.parse(JSON.parse(notice.published));
      expect(document.title).toBe("Privacy notice");
      expect(notice.published).toContain("hello@acme.example");
      expect(notice.published).toContain("180 days");
      expect(await db.selectFrom("page_revisions").select(["page_id"]).execute()).toEqual([{ page_id: notice.id }]);
      expect(await db.selectFrom("search_documents").select(["kind", "source_id", "url", "title"]).execute()).toEqual([{ kind: "page", source_id: notice.id, url: "/privacy", title: "Privacy notice" }]);

      const row = await db.selectFrom("site_documents").selectAll().where("name", "=", "settings").executeTakeFirstOrThrow();
      const published = siteSettingsSchema.parse(JSON.parse(row.published));
      const company = published.footer.find((column) => column.heading === "Company");
      expect(company?.kind === "links" && company.links.at(-1)).toEqual({ label: "Privacy notice", to: "/privacy" });
      // Only the link changed: the same settings without it are the ones stored before.
      expect(JSON.stringify(JSON.parse(row.published))).not.toBe(settings);
      expect(oldSettings("hello@acme.example")).toBe(JSON.stringify({ ...published, footer: JSON.parse(settings).footer }));
      expect(JSON.parse(row.draft).footer).toEqual(published.footer);
      expect(JSON.parse(row.draft).company.tagline).toBe("Draft tagline");
      expect(Number(row.version)).toBe(5);
      expect(await db.selectFrom("site_document_revisions").select(["name", "note"]).execute()).toEqual([{ name: "settings", note: "Privacy notice linked from the footer" }]);
      expect(await db.selectFrom("enquiries").selectAll().execute()).toEqual(enquiriesBefore);

      // Run again (a restored backup, say): nothing is added twice.
      await privacyNoticeMigration.up(db);
      expect(await db.selectFrom("pages").select("id").execute()).toHaveLength(3);
      expect((await db.selectFrom("site_documents").select("published").executeTakeFirstOrThrow()).published).toBe(row.published);
    });
  },
  { migrate: false },
);

it.each(getTestDatabaseTargets())("leaves a new, empty %s database to the start-up seeds", async (dialect) => {
  const handle = await createTestDatabase(dialect, { migrate: false });
  try {
    const db = handle.db as unknown as Kysely<any>;
    await migrateBefore0018(db);
    await privacyNoticeMigration.up(db);
    expect(await db.selectFrom("pages").select("id").execute()).toEqual([]);
    expect(await db.selectFrom("site_documents").select("name").execute()).toEqual([]);
  } finally {
    await handle.close();
  }
});

it("puts the link in the Company column, else the last column of links, else a column of its own, once", () => {
  const link = { label: "Privacy notice", to: "/privacy" };
  const footer = (columns: unknown[]) => JSON.stringify({ footer: columns });
  expect(JSON.parse(withPrivacyLink(footer([{ kind: "links", heading: "Company", links: [] }, { kind: "links", heading: "More", links: [] }]))).footer[0].links).toEqual([link]);
  expect(JSON.parse(withPrivacyLink(footer([{ kind: "links", heading: "More", links: [] }, { kind: "pages", heading: "Services", family: "services" }]))).footer[0].links).toEqual([link]);
  expect(JSON.parse(withPrivacyLink(footer([{ kind: "pages", heading: "Services", family: "services" }]))).footer[1]).toEqual({ kind: "links", heading: "Legal", links: [link] });
  const linked = footer([{ kind: "links", heading: "Company", links: [link] }]);
  expect(withPrivacyLink(linked)).toBe(linked);
  expect(withPrivacyLink("not json")).toBe("not json");
});
