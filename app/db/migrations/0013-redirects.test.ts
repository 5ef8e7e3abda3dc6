import type { Kysely } from "kysely";
import { expect, it } from "vitest";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { allMigrations } from "./all-migrations.ts";
import { redirectsMigration } from "./0013-redirects.ts";

const NOW = "2026-11-27T10:00:00.000Z";

describeEachDatabase(
  "the redirects migration",
  (getDb) => {
    let userId = 0;
    let pageId = 0;

    it("upgrades a database with staff, pages and automatic redirects, keeping them all", async () => {
      const db = getDb() as unknown as Kysely<any>;
      for (const [name, migration] of Object.entries(allMigrations)) {
        if (name >= "0013") break;
        await migration.up(db);
      }
      userId = Number(
        (
          await db
            .insertInto("staff_users")
            .values({ email: "asha@kairav.example", password_hash: "hash", display_name: "Asha", role: "editor", created_at: NOW, disabled_at: null })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id,
      );
      pageId = Number(
        (
          await db
            .insertInto("pages")
            .values({ family: "services", slug: "cloud-management", position: 1, draft: null, published: "{}", version: 1, created_at: NOW, updated_at: NOW, updated_by: null })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id,
      );
      await db.insertInto("page_redirects").values({ family: "services", slug: "cloud", page_id: pageId, created_at: NOW }).execute();

      await redirectsMigration.up(db);

      expect(await db.selectFrom("page_redirects").select(["family", "slug", "page_id"]).execute()).toEqual([{ family: "services", slug: "cloud", page_id: pageId }]);
      expect(await db.selectFrom("staff_users").select(["email", "role"]).execute()).toEqual([{ email: "asha@kairav.example", role: "editor" }]);
      expect(await db.selectFrom("redirects").selectAll().execute()).toEqual([]);
    });

    it("stores a redirect with no visits yet, one per old address, 301 or 302 only, and keeps it when its author leaves", async () => {
      const db = getDb();
      const redirect = { from_path: "/old-cloud", to_target: "/services/cloud-management", status: 301 as const, created_at: NOW, created_by: userId, updated_at: NOW, updated_by: userId };
      await db.insertInto("redirects").values(redirect).execute();
      expect(await db.selectFrom("redirects").select(["from_path", "status", "hit_count", "last_hit_at"]).execute()).toEqual([
        { from_path: "/old-cloud", status: 301, hit_count: 0, last_hit_at: null },
      ]);
      await expect(db.insertInto("redirects").values({ ...redirect, to_target: "/elsewhere" }).execute()).rejects.toThrow();
      await expect(db.insertInto("redirects").values({ ...redirect, from_path: "/moved", status: 307 as never }).execute()).rejects.toThrow();
      await db.deleteFrom("staff_users").where("id", "=", userId).execute();
      expect(await db.selectFrom("redirects").select(["from_path", "created_by", "updated_by"]).execute()).toEqual([{ from_path: "/old-cloud", created_by: null, updated_by: null }]);
    });

    it("can be undone", async () => {
      const db = getDb() as unknown as Kysely<any>;
      await redirectsMigration.down!(db);
      // Asked by name rather than listed: other test runs' schemas share the PostgreSQL database.
      await expect(db.selectFrom("redirects").select("id").execute()).rejects.toThrow();
      expect(await db.selectFrom("page_redirects").select("slug").execute()).toEqual([{ slug: "cloud" }]);
    });
  },
  { migrate: false },
);
