import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { seedSettings } from "#app/content/seed-settings.ts";
import type { Database } from "#app/db/schema.ts";
import { seedDemoContentIfEmpty } from "#app/db/seed/seed-demo-content.server.ts";
import { createStaffUser } from "#app/features/admin/staff-users.server.ts";
import { saveEnquiry } from "#app/features/contact/save-enquiry.server.ts";
import { seedPagesIfEmpty } from "#app/features/pages/seed-pages.server.ts";
import { seedSiteDocuments } from "#app/features/pages/seed-site-documents.server.ts";
import type { UploadedFile } from "#app/lib/uploads/read-form-upload.server.ts";

/*
 * A database as a site in use holds it: what the server seeds at start, a staff account, visitors'
 * enquiries with files, a media item with its variants, and values that are easy to get wrong on
 * the way between two databases (every byte value, empty bytes, non-ASCII text, fractions).
 */

export const STAFF_EMAIL = "owner@kairav.example";
export const STAFF_PASSWORD = "a long and quite uncommon passphrase 42";

export function uploadedFile(data: Buffer, fileName = "brief.pdf"): UploadedFile {
  return { fileName, extension: "pdf", contentType: "application/pdf", data, sha256: createHash("sha256").update(data).digest("hex"), contentWarnings: [] };
}

export async function saveTestEnquiry(db: Kysely<Database>, marker: string, data: Buffer): Promise<number> {
  const { id } = await saveEnquiry(db, {
    enquiry: { name: `Visitor ${marker}`, email: "visitor@example.com", phone: "9876543210", message: `Enquiry ${marker}` },
    file: uploadedFile(data),
    clientAddress: "203.0.113.9",
    notifyTo: "inbox@kairav.example",
    company: seedSettings.company,
  });
  return id;
}

export async function fillSiteDatabase(db: Kysely<Database>): Promise<void> {
  const now = new Date("2026-11-20T09:30:00.000Z");
  await seedDemoContentIfEmpty(db, { now });
  await seedPagesIfEmpty(db, now);
  await seedSiteDocuments(db, now);
  const staff = await createStaffUser(db, { email: STAFF_EMAIL, password: STAFF_PASSWORD, displayName: "Owner Ōkubo" }, now);

  const everyByte = Buffer.from(Array.from({ length: 256 * 4 }, (_, index) => index % 256));
  await saveTestEnquiry(db, "every byte", everyByte);
  await saveTestEnquiry(db, "random", randomBytes(300_000));
  await saveTestEnquiry(db, "empty file", Buffer.alloc(0));
  await db
    .insertInto("enquiries")
    .values({
      name: "Zoë 李 \u202eright-to-left\u202c",
      email: "zoe@example.com",
      phone: "+91 98765 43210",
      message: 'Quotes " and \\ backslashes,\nnew lines,\ttabs, emoji 🚀 and "{\\"$blob\\": \\"not one\\"}"',
      client_address: "2001:db8::1",
      attachment_id: null,
      created_at: now.toISOString(),
      handled_at: null,
    })
    .execute();

  const original = randomBytes(50_000);
  const item = await db
    .insertInto("media_items")
    .values({
      original_name: "team photo.jpg",
      kind: "jpeg",
      alt_text: "The team at the Pune office",
      decorative: 0,
      caption: "",
      width: 1200,
      height: 800,
      byte_size: original.length,
      dominant_color: "#336699",
      original_sha256: createHash("sha256").update(original).digest("hex"),
      original_data: original,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
      uploaded_by: staff.id,
      builtin_files: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  for (const [format, width] of [["avif", 400], ["webp", 800], ["jpeg", 1200]] as const) {
    const data = randomBytes(10_000 + width);
    await db
      .insertInto("media_variants")
      .values({ item_id: item.id, format, width, height: Math.round((width * 2) / 3), byte_size: data.length, hash: createHash("sha256").update(data).digest("hex").slice(0, 32), data })
      .execute();
  }

  await db
    .insertInto("vitals")
    .values([
      { route: "/", name: "CLS", value: 0.1 + 0.2, created_at: now.toISOString() },
      { route: "/", name: "LCP", value: 1234.5678, created_at: now.toISOString() },
      { route: "/blog", name: "INP", value: 1e-7, created_at: now.toISOString() },
    ])
    .execute();

  // A post created then deleted: its id must not be handed out again after a move.
  const gone = await db
    .insertInto("posts")
    .values({ title: "Withdrawn", slug: "withdrawn", content: "x", cover: null, excerpt: null, author_name: "Staff", published_on: "2026-11-19", status: "draft", created_at: now.toISOString(), updated_at: now.toISOString() })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.deleteFrom("posts").where("id", "=", gone.id).execute();
}
