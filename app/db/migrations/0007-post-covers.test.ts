import { expect, it } from "vitest";
import { tablesOfThisDatabase } from "#tests/helpers/tables-of-this-database.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { allMigrations } from "./all-migrations.ts";
import { postCoversMigration } from "./0007-post-covers.ts";

const NOW = "2026-11-25T10:00:00.000Z";

describeEachDatabase(
  "the post covers migration",
  (getDb) => {
    it("upgrades a database with posts, which keep everything and have no cover or excerpt yet", async () => {
      const db = getDb();
      for (const [name, migration] of Object.entries(allMigrations)) {
        if (name >= "0007") break;
        await migration.up(db);
      }
      await db.insertInto("posts").values({ title: "Kept", slug: "kept", content: "Body", author_name: "Asha", published_on: "2026-11-01", status: "published", created_at: NOW, updated_at: NOW }).execute();
      await postCoversMigration.up(db);
      expect(await db.selectFrom("posts").select(["title", "content", "cover", "excerpt"]).execute()).toEqual([{ title: "Kept", content: "Body", cover: null, excerpt: null }]);
    });

    it("can be undone, leaving the posts as they were", async () => {
      const db = getDb();
      await postCoversMigration.down!(db);
      const columns = (await tablesOfThisDatabase(db)).find((table) => table.name === "posts")!.columns.map((column) => column.name);
      expect(columns).not.toContain("cover");
      expect(columns).not.toContain("excerpt");
      expect(await db.selectFrom("posts").select("title").execute()).toEqual([{ title: "Kept" }]);
    });
  },
  { migrate: false },
);
