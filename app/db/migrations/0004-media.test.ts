import { expect, it } from "vitest";
import { tablesOfThisDatabase } from "#tests/helpers/tables-of-this-database.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { initialMigration } from "./0001-initial.ts";
import { attachmentWarningsMigration } from "./0002-attachment-warnings.ts";
import { pagesMigration } from "./0003-pages.ts";
import { mediaMigration } from "./0004-media.ts";

const NOW = "2026-11-25T10:00:00.000Z";
// Every byte value, NUL and invalid UTF-8 included: bytes must come back as they went in.
const BYTES = Buffer.from(Array.from({ length: 256 }, (_, index) => index));

describeEachDatabase(
  "the media migration",
  (getDb) => {
    let staffId: number;

    function item(overrides: Record<string, unknown> = {}) {
      return {
        original_name: "team.jpg",
        kind: "jpeg",
        width: 1200,
        height: 800,
        byte_size: BYTES.length,
        dominant_color: "#336699",
        original_sha256: "a".repeat(64),
        original_data: BYTES,
        created_at: NOW,
        updated_at: NOW,
        uploaded_by: staffId,
        ...overrides,
      } as const;
    }

    it("upgrades a database holding pages, posts and attachments without losing any of them", async () => {
      const db = getDb();
      await initialMigration.up(db);
      await attachmentWarningsMigration.up(db);
      await pagesMigration.up(db);
      await db.insertInto("posts").values({ title: "Kept", slug: "kept", content: "Body", author_name: "Asha", published_on: "2026-11-01", status: "published", created_at: NOW, updated_at: NOW }).execute();
      await db.insertInto("pages").values({ family: "services", slug: "kept", position: 0, published: '{"title":"Kept"}', draft: null, version: 3, publish_at: null, created_at: NOW, updated_at: NOW, updated_by: null }).execute();
      await db.insertInto("attachments").values({ file_name: "brief.pdf", content_type: "application/pdf", size_bytes: BYTES.length, sha256: "b".repeat(64), data: BYTES, content_warnings: "[]", created_at: NOW }).execute();
      // The table as it was before 0006-staff-roles, which the app's types no longer describe.
      staffId = (await db.insertInto("staff_users").values({ email: "asha@kairav.example", password_hash: "x", created_at: NOW, disabled_at: null } as never).returning("id").executeTakeFirstOrThrow()).id;

      await mediaMigration.up(db);

      expect(await db.selectFrom("posts").select("title").execute()).toEqual([{ title: "Kept" }]);
      expect(await db.selectFrom("pages").select(["slug", "published", "version"]).execute()).toEqual([{ slug: "kept", published: '{"title":"Kept"}', version: 3 }]);
      const attachment = await db.selectFrom("attachments").select("data").executeTakeFirstOrThrow();
      expect(Buffer.from(attachment.data).equals(BYTES)).toBe(true);
      expect(await db.selectFrom("media_items").selectAll().execute()).toEqual([]);
    });

    it("stores an item and its variants byte for byte, with the defaults for what staff write later", async () => {
      const db = getDb();
      const { id } = await db.insertInto("media_items").values(item()).returning("id").executeTakeFirstOrThrow();
      await db.insertInto("media_variants").values({ item_id: id, format: "avif", width: 320, height: 213, byte_size: BYTES.length, hash: "c".repeat(32), data: BYTES }).execute();
      const stored = await db.selectFrom("media_items").select(["alt_text", "decorative", "caption", "original_data"]).where("id", "=", id).executeTakeFirstOrThrow();
      expect({ ...stored, original_data: undefined }).toEqual({ alt_text: "", decorative: 0, caption: "", original_data: undefined });
      expect(Buffer.from(stored.original_data).equals(BYTES)).toBe(true);
      const variant = await db.selectFrom("media_variants").select("data").where("item_id", "=", id).executeTakeFirstOrThrow();
      expect(Buffer.from(variant.data).equals(BYTES)).toBe(true);
    });

    it("refuses a second copy of a file, a second variant of one hash, and values outside their lists", async () => {
      const db = getDb();
      const { id } = await db.selectFrom("media_items").select("id").executeTakeFirstOrThrow();
      await expect(db.insertInto("media_items").values(item()).execute()).rejects.toThrow();
      const variant = { item_id: id, format: "webp", width: 320, height: 213, byte_size: 1, hash: "c".repeat(32), data: BYTES } as const;
      await expect(db.insertInto("media_variants").values(variant).execute()).rejects.toThrow();
      await expect(db.insertInto("media_variants").values({ ...variant, hash: "d".repeat(32), format: "gif" as never }).execute()).rejects.toThrow();
      await expect(db.insertInto("media_items").values(item({ original_sha256: "e".repeat(64), kind: "svg" })).execute()).rejects.toThrow();
      await expect(db.insertInto("media_items").values(item({ original_sha256: "f".repeat(64), decorative: 2 })).execute()).rejects.toThrow();
      await expect(db.insertInto("media_items").values(item({ original_sha256: "0".repeat(64), width: 0 })).execute()).rejects.toThrow();
    });

    it("keeps an item when its uploader's account goes, and drops the variants with the item", async () => {
      const db = getDb();
      await db.deleteFrom("staff_users").where("id", "=", staffId).execute();
      const { id, uploaded_by } = await db.selectFrom("media_items").select(["id", "uploaded_by"]).executeTakeFirstOrThrow();
      expect(uploaded_by).toBeNull();
      await db.deleteFrom("media_items").where("id", "=", id).execute();
      expect(await db.selectFrom("media_variants").select("id").execute()).toEqual([]);
    });

    it("can be undone, leaving the rest of the database as it was", async () => {
      const db = getDb();
      await mediaMigration.down!(db);
      const tables = (await tablesOfThisDatabase(db)).map((table) => table.name);
      expect(tables).not.toContain("media_items");
      expect(tables).not.toContain("media_variants");
      expect(await db.selectFrom("posts").select("title").execute()).toEqual([{ title: "Kept" }]);
      expect(await db.selectFrom("pages").select("slug").execute()).toEqual([{ slug: "kept" }]);
    });
  },
  { migrate: false },
);
