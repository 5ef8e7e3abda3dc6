import { createHash } from "node:crypto";
import { expect, it } from "vitest";
import { seedSettings } from "#app/content/seed-settings.ts";
import type { UploadedFile } from "#app/lib/uploads/read-form-upload.server.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { saveEnquiry } from "./save-enquiry.server.ts";

const enquiry = { name: "Asha", email: "asha@example.com", phone: "9876543210", message: "Hello", attachment: undefined };

function pdfFile(): UploadedFile {
  const data = Buffer.from("%PDF-1.7\nhello\n%%EOF\n");
  return { fileName: "a.pdf", extension: "pdf", contentType: "application/pdf", data, sha256: createHash("sha256").update(data).digest("hex"), contentWarnings: [] };
}

async function count(db: ReturnType<Parameters<Parameters<typeof describeEachDatabase>[1]>[0]>, table: "enquiries" | "attachments") {
  return Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
}

describeEachDatabase("saving an enquiry", (getDb) => {
  it("stores the enquiry, its file and two mails", async () => {
    const { id } = await saveEnquiry(getDb(), { enquiry, file: pdfFile(), clientAddress: "203.0.113.9", notifyTo: "inbox@kairav.example", company: seedSettings.company });
    const row = await getDb().selectFrom("enquiries").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.attachment_id).not.toBeNull();
    const mails = await getDb().selectFrom("outbox").select(["kind", "to_address"]).orderBy("id").execute();
    expect(mails).toEqual([
      { kind: "enquiry-notification", to_address: "inbox@kairav.example" },
      { kind: "enquiry-confirmation", to_address: "asha@example.com" },
    ]);
  });
});

describeEachDatabase("saving an enquiry when the last write fails", (getDb) => {
  it("stores nothing at all: no file and no enquiry without its mails", async () => {
    const db = getDb();
    // The outbox write is the last step of the transaction; without its table it fails.
    await db.schema.dropTable("outbox").execute();
    await expect(saveEnquiry(db, { enquiry, file: pdfFile(), clientAddress: "203.0.113.9", notifyTo: "inbox@kairav.example", company: seedSettings.company })).rejects.toThrow();
    expect(await count(db, "enquiries")).toBe(0);
    expect(await count(db, "attachments")).toBe(0);
  });
});
