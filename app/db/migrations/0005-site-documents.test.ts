import { expect, it } from "vitest";
import { celebrationsPage } from "#app/content/celebrations.ts";
import { homePage } from "#app/content/home.ts";
import { seedSettings } from "#app/content/seed-settings.ts";
import { seedSiteDocuments } from "#app/features/pages/seed-site-documents.server.ts";
import { tablesOfThisDatabase } from "#tests/helpers/tables-of-this-database.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { initialMigration } from "./0001-initial.ts";
import { attachmentWarningsMigration } from "./0002-attachment-warnings.ts";
import { pagesMigration } from "./0003-pages.ts";
import { siteDocumentsMigration } from "./0005-site-documents.ts";

const NOW = "2026-11-25T10:00:00.000Z";

describeEachDatabase(
  "the site documents migration",
  (getDb) => {
    it("upgrades a database that already has pages, which then gets the seeded settings, home page and gallery once", async () => {
      const db = getDb();
      await initialMigration.up(db);
      await attachmentWarningsMigration.up(db);
      await pagesMigration.up(db);
      await db.insertInto("pages").values({ family: "services", slug: "kept", position: 0, published: "{}", draft: null, version: 3, publish_at: null, created_at: NOW, updated_at: NOW, updated_by: null }).execute();
      await siteDocumentsMigration.up(db);

      expect(await seedSiteDocuments(db, new Date(NOW))).toBe(3);
      expect(await seedSiteDocuments(db, new Date(NOW))).toBe(0);
      expect(await db.selectFrom("pages").select(["slug", "version"]).execute()).toEqual([{ slug: "kept", version: 3 }]);
      const rows = await db.selectFrom("site_documents").selectAll().orderBy("name").execute();
      expect(rows.map((row) => ({ ...row, published: JSON.parse(row.published) }))).toEqual([
        { name: "celebrations", published: celebrationsPage, draft: null, version: 1, updated_at: NOW, updated_by: null },
        { name: "home", published: homePage, draft: null, version: 1, updated_at: NOW, updated_by: null },
        { name: "settings", published: seedSettings, draft: null, version: 1, updated_at: NOW, updated_by: null },
      ]);
      expect(await db.selectFrom("site_document_revisions").select(["name", "note"]).orderBy("name").execute()).toEqual([
        { name: "celebrations", note: "Seeded" },
        { name: "home", note: "Seeded" },
        { name: "settings", note: "Seeded" },
      ]);
    });

    it("leaves settings staff changed alone on the next start", async () => {
      const db = getDb();
      await db.updateTable("site_documents").set({ published: '{"changed":true}', version: 2 }).where("name", "=", "settings").execute();
      expect(await seedSiteDocuments(db, new Date(NOW))).toBe(0);
      expect(await db.selectFrom("site_documents").select(["published", "version"]).where("name", "=", "settings").execute()).toEqual([{ published: '{"changed":true}', version: 2 }]);
    });

    it("holds only the documents it knows", async () => {
      await expect(getDb().insertInto("site_documents").values({ name: "footer" as never, published: "{}", draft: null, version: 1, updated_at: NOW, updated_by: null }).execute()).rejects.toThrow();
    });

    it("can be undone, leaving the rest of the database as it was", async () => {
      const db = getDb();
      await siteDocumentsMigration.down!(db);
      const tables = (await tablesOfThisDatabase(db)).map((table) => table.name);
      expect(tables).not.toContain("site_documents");
      expect(tables).not.toContain("site_document_revisions");
      expect(await db.selectFrom("pages").select("slug").execute()).toEqual([{ slug: "kept" }]);
    });
  },
  { migrate: false },
);
