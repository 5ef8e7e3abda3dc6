import { expect, it } from "vitest";
import { tablesOfThisDatabase } from "#tests/helpers/tables-of-this-database.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { initialMigration } from "./0001-initial.ts";
import { attachmentWarningsMigration } from "./0002-attachment-warnings.ts";

const NOW = "2026-11-21T10:00:00.000Z";
const file = { file_name: "brief.pdf", content_type: "application/pdf", size_bytes: 5, sha256: "0".repeat(64), data: Buffer.from("%PDF-"), created_at: NOW };

describeEachDatabase(
  "the attachment warnings migration",
  (getDb) => {
    it("keeps the attachments stored before it, with no warnings recorded (null)", async () => {
      const db = getDb();
      await initialMigration.up(db);
      const { id: before } = await db.insertInto("attachments").values(file).returning("id").executeTakeFirstOrThrow();
      await attachmentWarningsMigration.up(db);
      const { id: after } = await db.insertInto("attachments").values({ ...file, content_warnings: '["active-content"]' }).returning("id").executeTakeFirstOrThrow();

      const rows = await db.selectFrom("attachments").select(["id", "file_name", "content_warnings"]).orderBy("id").execute();
      expect(rows).toEqual([
        { id: before, file_name: "brief.pdf", content_warnings: null },
        { id: after, file_name: "brief.pdf", content_warnings: '["active-content"]' },
      ]);
    });

    it("can be undone, leaving the attachments as they were", async () => {
      const db = getDb();
      await attachmentWarningsMigration.down!(db);
      const attachments = (await tablesOfThisDatabase(db)).find((table) => table.name === "attachments")!;
      expect(attachments.columns.map((column) => column.name)).not.toContain("content_warnings");
      expect(await db.selectFrom("attachments").select("file_name").execute()).toHaveLength(2);
    });
  },
  { migrate: false },
);
