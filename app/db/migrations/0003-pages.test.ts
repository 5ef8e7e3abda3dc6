import { expect, it } from "vitest";
import { seedPages } from "#app/content/seed-pages.ts";
import { seedPagesIfEmpty } from "#app/features/pages/seed-pages.server.ts";
import { tablesOfThisDatabase } from "#tests/helpers/tables-of-this-database.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { allMigrations } from "./all-migrations.ts";
import { initialMigration } from "./0001-initial.ts";
import { attachmentWarningsMigration } from "./0002-attachment-warnings.ts";
import { pagesMigration } from "./0003-pages.ts";

const NOW = "2026-11-25T10:00:00.000Z";

describeEachDatabase(
  "the pages migration",
  (getDb) => {
    it("upgrades a database that already has content, which then gets the seeded pages once", async () => {
      const db = getDb();
      await initialMigration.up(db);
      await attachmentWarningsMigration.up(db);
      await db
        .insertInto("posts")
        .values({ title: "Kept", slug: "kept", content: "Body", author_name: "Asha", published_on: "2026-11-01", status: "published", created_at: NOW, updated_at: NOW })
        .execute();
      await pagesMigration.up(db);
      // The seeding of today writes today's schema (the pages' search rows too): the later migrations come first.
      for (const [name, migration] of Object.entries(allMigrations)) if (name >= "0004") await migration.up(db);

      expect(await seedPagesIfEmpty(db, new Date(NOW))).toBe(seedPages.length);
      expect(await seedPagesIfEmpty(db, new Date(NOW))).toBe(0);
      expect(await db.selectFrom("posts").select("title").execute()).toEqual([{ title: "Kept" }]);
      const pages = await db.selectFrom("pages").select(["family", "slug", "position", "published", "draft", "version"]).orderBy("id").execute();
      expect(pages).toHaveLength(seedPages.length);
      expect(pages[0]).toMatchObject({ family: "services", slug: "platform-development", position: 0, draft: null, version: 1 });
      expect(pages.filter((page) => page.family === "solutions").map((page) => page.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
      expect(JSON.parse(pages[0]!.published!)).toEqual(seedPages[0]);
      expect(await db.selectFrom("page_revisions").select("note").distinct().execute()).toEqual([{ note: "Seeded" }]);
    });

    it("keeps one page per address in a family", async () => {
      const db = getDb();
      const row = { family: "services", slug: "platform-development", position: 9, published: null, draft: "{}", version: 1, publish_at: null, created_at: NOW, updated_at: NOW, updated_by: null } as const;
      await expect(db.insertInto("pages").values(row).execute()).rejects.toThrow();
      await expect(db.insertInto("pages").values({ ...row, family: "blog" as never, slug: "other" }).execute()).rejects.toThrow();
    });

    it("can be undone, leaving the rest of the database as it was", async () => {
      const db = getDb();
      await pagesMigration.down!(db);
      const tables = (await tablesOfThisDatabase(db)).map((table) => table.name);
      expect(tables).not.toContain("pages");
      expect(tables).not.toContain("page_revisions");
      expect(tables).not.toContain("page_redirects");
      expect(await db.selectFrom("posts").select("title").execute()).toEqual([{ title: "Kept" }]);
    });
  },
  { migrate: false },
);
