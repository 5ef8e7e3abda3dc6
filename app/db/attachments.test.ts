import { createHash, randomBytes } from "node:crypto";
import { expect, it } from "vitest";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";

const NOW = "2026-11-21T10:00:00.000Z";

function sha256(data: Buffer): string {
  return createHash("sha256").update(data).digest("hex");
}

describeEachDatabase("attachment bytes", (getDb) => {
  const samples: Array<[string, Buffer]> = [
    // Every byte value, including NUL and bytes that are invalid UTF-8.
    ["all byte values", Buffer.from(Array.from({ length: 256 }, (_, index) => index))],
    ["a PDF header with trailing NULs", Buffer.concat([Buffer.from("%PDF-1.7\n%\xE2\xE3\xCF\xD3\n", "latin1"), Buffer.alloc(64)])],
    ["5 MB of random bytes (the CV limit)", randomBytes(5 * 1024 * 1024)],
    ["an empty file", Buffer.alloc(0)],
  ];

  for (const [label, data] of samples) {
    it(`round-trips ${label} byte for byte`, async () => {
      const db = getDb();
      const { id } = await db
        .insertInto("attachments")
        .values({
          file_name: "sample.bin",
          content_type: "application/octet-stream",
          size_bytes: data.length,
          sha256: sha256(data),
          data,
          created_at: NOW,
        })
        .returning("id")
        .executeTakeFirstOrThrow();

      const row = await db
        .selectFrom("attachments")
        .where("id", "=", id)
        .select(["data", "size_bytes", "sha256"])
        .executeTakeFirstOrThrow();

      expect(Buffer.isBuffer(row.data)).toBe(true);
      expect(row.data.length).toBe(data.length);
      expect(Buffer.compare(row.data, data)).toBe(0);
      expect(sha256(row.data)).toBe(row.sha256);
      expect(row.size_bytes).toBe(data.length);
    });
  }
});
