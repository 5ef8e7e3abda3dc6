import { expect, it } from "vitest";
import { builtinPictures } from "#app/content/builtin-pictures.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { allMigrations } from "./all-migrations.ts";
import { builtinPicturesMigration } from "./0008-builtin-pictures.ts";

const NOW = "2026-11-26T10:00:00.000Z";
// Every byte value, NUL and invalid UTF-8 included: bytes must come back as they went in.
const BYTES = Buffer.from(Array.from({ length: 256 }, (_, index) => index));

describeEachDatabase(
  "the built-in pictures migration",
  (getDb) => {
    let uploadId: number;

    it("upgrades a library holding an upload and its files without losing a byte, and registers every built-in picture", async () => {
      const db = getDb();
      for (const [name, migration] of Object.entries(allMigrations)) {
        if (name >= "0008") break;
        await migration.up(db);
      }
      const upload = { original_name: "team.jpg", kind: "jpeg", alt_text: "The team", width: 1200, height: 800, byte_size: BYTES.length, dominant_color: "#336699", original_sha256: "a".repeat(64), original_data: BYTES, created_at: NOW, updated_at: NOW };
      uploadId = (await db.insertInto("media_items").values(upload as never).returning("id").executeTakeFirstOrThrow()).id;
      await db.insertInto("media_variants").values({ item_id: uploadId, format: "avif", width: 320, height: 213, byte_size: BYTES.length, hash: "c".repeat(32), data: BYTES }).execute();
      // A deleted item's id must never be handed out again.
      const gone = (await db.insertInto("media_items").values({ ...upload, original_sha256: "b".repeat(64) } as never).returning("id").executeTakeFirstOrThrow()).id;
      await db.deleteFrom("media_items").where("id", "=", gone).execute();

      await builtinPicturesMigration.up(db);

      const kept = await db.selectFrom("media_items").select(["original_name", "alt_text", "original_data", "builtin_files"]).where("id", "=", uploadId).executeTakeFirstOrThrow();
      expect(kept.original_name).toBe("team.jpg");
      expect(kept.builtin_files).toBeNull();
      expect(Buffer.from(kept.original_data).equals(BYTES)).toBe(true);
      const variant = await db.selectFrom("media_variants").select(["item_id", "data"]).executeTakeFirstOrThrow();
      expect(variant.item_id).toBe(uploadId);
      expect(Buffer.from(variant.data).equals(BYTES)).toBe(true);

      const builtins = await db.selectFrom("media_items").select(["id", "original_name", "kind", "alt_text", "width", "builtin_files"]).where("builtin_files", "is not", null).orderBy("id").execute();
      const expected = builtinPictures();
      expect(builtins).toHaveLength(expected.length);
      expect(builtins.every((item) => item.id > gone)).toBe(true);
      const diagram = builtins.find((item) => item.original_name === "diagrams/thor-platform/use-case-lending.svg");
      expect(diagram).toMatchObject({ kind: "svg", width: expected.find((picture) => picture.path === "/diagrams/thor-platform/use-case-lending.svg")!.width });
      expect(JSON.parse(diagram!.builtin_files!)).toEqual(["/diagrams/thor-platform/use-case-lending.svg"]);
      expect(diagram!.alt_text).not.toBe("");
      const photo = builtins.find((item) => item.original_name === "gallery/annual-day/01-1200.webp");
      expect(JSON.parse(photo!.builtin_files!)).toContain("/gallery/annual-day/01-400.jpg");
    });

    it("takes SVG only for what the site ships with, keeping the variants' cascade", async () => {
      const db = getDb();
      await db.deleteFrom("media_items").where("id", "=", uploadId).execute();
      expect(await db.selectFrom("media_variants").select("id").execute()).toEqual([]);
      await expect(db.insertInto("media_items").values({ original_name: "x", kind: "tiff", width: 1, height: 1, byte_size: 0, dominant_color: "#000000", original_sha256: "d".repeat(64), original_data: BYTES, created_at: NOW, updated_at: NOW } as never).execute()).rejects.toThrow();
    });

    it("can be undone, leaving the uploads", async () => {
      const db = getDb();
      const upload = { original_name: "kept.png", kind: "png", width: 10, height: 10, byte_size: 1, dominant_color: "#000000", original_sha256: "e".repeat(64), original_data: BYTES, created_at: NOW, updated_at: NOW };
      await db.insertInto("media_items").values(upload as never).execute();
      await builtinPicturesMigration.down!(db);
      expect(await db.selectFrom("media_items").select("original_name").execute()).toEqual([{ original_name: "kept.png" }]);
      await expect(db.insertInto("media_items").values({ ...upload, kind: "svg", original_sha256: "f".repeat(64) } as never).execute()).rejects.toThrow();
    });
  },
  { migrate: false },
);
