import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { serializeContentWarnings } from "./content-warnings.ts";
import type { UploadedFile } from "./read-form-upload.server.ts";

/**
 * Stores an uploaded file's bytes in the database. Call it inside the transaction that stores
 * the enquiry or application the file belongs to, so neither can exist without the other.
 */
export async function storeAttachment(trx: Kysely<Database>, file: UploadedFile, now: string): Promise<number> {
  const { id } = await trx
    .insertInto("attachments")
    .values({
      file_name: file.fileName,
      content_type: file.contentType,
      size_bytes: file.data.length,
      sha256: file.sha256,
      data: file.data,
      content_warnings: serializeContentWarnings(file.contentWarnings),
      created_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}
