import { type Kysely, sql } from "kysely";
import { expect, it } from "vitest";
import type { Database } from "#app/db/schema.ts";
import { searchSite } from "#app/features/search/search-site.server.ts";
import { applyMigrationsBefore } from "#tests/helpers/migrations-before.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { searchRowsWithoutBodyMigration } from "./0020-search-rows-without-body.ts";

const NOW = "2026-11-27T10:00:00.000Z";
// A long text, as a post has: far past the 256 bytes after which PostgreSQL now keeps it out of the row.
const BODY = Array.from({ length: 200 }, (_, index) => `Migrating ledger ${index} to the cloud platform.`).join(" ");

const found = (db: Kysely<Database>) => searchSite(db, { words: ["ledger"], prefix: false, page: 1, today: "2026-11-27" });

describeEachDatabase(
  "the search rows without body migration",
  (getDb, { dialect }) => {
    it("keeps every search row and its text, and the search finds them as before; PostgreSQL keeps the text out of the row", async () => {
      const db = getDb() as unknown as Kysely<any>;
      await applyMigrationsBefore(db, "0020");
      await db
        .insertInto("search_documents")
        .values({ kind: "post", source_id: 7, url: "/blog/7", title: "Moving the ledger", body: BODY, section: "Asha Rao", visible_from: "2026-01-01", visible_until: null, updated_at: NOW })
        .execute();
      const before = await found(getDb());

      await searchRowsWithoutBodyMigration.up(db);

      expect(await db.selectFrom("search_documents").select(["url", "title", "body"]).execute()).toEqual([{ url: "/blog/7", title: "Moving the ledger", body: BODY }]);
      const after = await found(getDb());
      expect(after).toEqual(before);
      expect(after.hits.map((hit) => hit.url)).toEqual(["/blog/7"]);

      // On PostgreSQL the text is kept out of line and the vector in the row.
      if (dialect === "postgres") {
        const storage = await sql<{ attname: string; attstorage: string }>`
          select attname, attstorage from pg_attribute
          where attrelid = 'search_documents'::regclass and attname in ('body', 'search_vector') order by attname`.execute(db);
        expect(storage.rows).toEqual([
          { attname: "body", attstorage: "e" },
          { attname: "search_vector", attstorage: "m" },
        ]);
        const options = await sql<{ reloptions: string[] | null }>`select reloptions from pg_class where oid = 'search_documents'::regclass`.execute(db);
        expect(options.rows[0]!.reloptions).toContain("toast_tuple_target=256");
      }
    });

    it("can be undone, keeping the rows", async () => {
      const db = getDb() as unknown as Kysely<any>;
      await searchRowsWithoutBodyMigration.down!(db);
      expect(await db.selectFrom("search_documents").select("url").execute()).toEqual([{ url: "/blog/7" }]);
      expect((await found(getDb())).hits.map((hit) => hit.url)).toEqual(["/blog/7"]);
      if (dialect === "postgres") {
        const options = await sql<{ reloptions: string[] | null }>`select reloptions from pg_class where oid = 'search_documents'::regclass`.execute(getDb());
        expect(options.rows[0]!.reloptions ?? []).not.toContain("toast_tuple_target=256");
      }
    });
  },
  { migrate: false },
);
