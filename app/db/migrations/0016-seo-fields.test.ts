import { expect, it } from "vitest";
import { tablesOfThisDatabase } from "#tests/helpers/tables-of-this-database.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { allMigrations } from "./all-migrations.ts";
import { seoFieldsMigration } from "./0016-seo-fields.ts";

const NOW = "2026-11-26T10:00:00.000Z";
const SEO_COLUMNS = ["seo_title", "seo_description", "social_image", "canonical_url", "robots"];

describeEachDatabase(
  "the SEO fields migration",
  (getDb) => {
    it("upgrades a database with posts and jobs, which keep everything, have no SEO fields set and may be listed", async () => {
      const db = getDb();
      for (const [name, migration] of Object.entries(allMigrations).sort(([a], [b]) => a.localeCompare(b))) {
        if (name >= "0016") break;
        await migration.up(db);
      }
      await db.insertInto("posts").values({ title: "Kept", slug: "kept", content: "Body", excerpt: "Short", author_name: "Asha", published_on: "2026-11-01", status: "published", created_at: NOW, updated_at: NOW }).execute();
      await db
        .insertInto("jobs")
        .values({ job_title: "QA", post_title: "QA Engineer", summary: "Tests", experience: "2 years", salary: null, openings: 1, location: "Pune", availability: "Now", employment_type: "FULL_TIME", status: "open", date_posted: "2026-11-01", valid_through: "2026-12-31", created_at: NOW, updated_at: NOW })
        .execute();
      await seoFieldsMigration.up(db);
      expect(await db.selectFrom("posts").select(["title", "content", "excerpt", ...SEO_COLUMNS] as never[]).execute()).toEqual([
        { title: "Kept", content: "Body", excerpt: "Short", seo_title: null, seo_description: null, social_image: null, canonical_url: null, robots: "index" },
      ]);
      expect(await db.selectFrom("jobs").select(["post_title", "summary", ...SEO_COLUMNS] as never[]).execute()).toEqual([
        { post_title: "QA Engineer", summary: "Tests", seo_title: null, seo_description: null, social_image: null, canonical_url: null, robots: "index" },
      ]);
    });

    it("refuses a robots value other than index or noindex", async () => {
      await expect(getDb().updateTable("posts").set({ robots: "maybe" } as never).execute()).rejects.toThrow();
      await getDb().updateTable("posts").set({ robots: "noindex" }).execute();
      expect(await getDb().selectFrom("posts").select("robots").execute()).toEqual([{ robots: "noindex" }]);
    });

    it("can be undone, leaving the posts and jobs as they were", async () => {
      const db = getDb();
      await seoFieldsMigration.down!(db);
      const tables = await tablesOfThisDatabase(db);
      for (const name of ["posts", "jobs"]) {
        const columns = tables.find((table) => table.name === name)!.columns.map((column) => column.name);
        for (const column of SEO_COLUMNS) expect(columns, `${name}.${column}`).not.toContain(column);
      }
      expect(await db.selectFrom("posts").select("title").execute()).toEqual([{ title: "Kept" }]);
      expect(await db.selectFrom("jobs").select("post_title").execute()).toEqual([{ post_title: "QA Engineer" }]);
    });
  },
  { migrate: false },
);
