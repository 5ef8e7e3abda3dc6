import { createHash } from "node:crypto";
import { expect, it } from "vitest";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { parseContentWarnings } from "./content-warnings.ts";
import type { UploadedFile } from "./read-form-upload.server.ts";
import { storeAttachment } from "./store-attachment.server.ts";

const NOW = "2026-11-21T10:00:00.000Z";

function uploaded(contentWarnings: UploadedFile["contentWarnings"]): UploadedFile {
  const data = Buffer.from("%PDF-1.7\n1 0 obj\n<< /OpenAction 2 0 R >>\nendobj\nstartxref\n9\n%%EOF\n");
  return { fileName: "invoice.pdf", extension: "pdf", contentType: "application/pdf", data, sha256: createHash("sha256").update(data).digest("hex"), contentWarnings };
}

describeEachDatabase("storing an attachment", (getDb) => {
  it("stores the warnings noted at upload with the file, and [] for a file found clear", async () => {
    const db = getDb();
    const flagged = await storeAttachment(db, uploaded(["active-content", "data-after-end"]), NOW);
    const clear = await storeAttachment(db, uploaded([]), NOW);
    const rows = await db.selectFrom("attachments").select(["id", "content_warnings"]).orderBy("id").execute();
    expect(rows).toEqual([
      { id: flagged, content_warnings: '["active-content","data-after-end"]' },
      { id: clear, content_warnings: "[]" },
    ]);
    expect(parseContentWarnings(rows[0]!.content_warnings)).toEqual(["active-content", "data-after-end"]);
  });
});
