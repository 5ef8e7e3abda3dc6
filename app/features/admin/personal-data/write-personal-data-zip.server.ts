import { Readable } from "node:stream";
import type { Kysely } from "kysely";
import { ZipFile } from "yazl";
import type { Database } from "#app/db/schema.ts";
import type { PersonalData, StoredFile } from "./personal-data.ts";

export const SUMMARY_FILE_NAME = "personal-data.json";

/** A stored file's name as an entry of the archive: no folders, no control characters, no hidden file. */
export function archiveEntryName(folder: string, file: StoredFile): string {
  const cleaned = file.fileName
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, "")
    .replace(/[\\/:*?"<>|]/g, "_")
    .trim()
    .replace(/^\.+/, "")
    .slice(-120);
  return `${folder}/${file.id}-${cleaned || "file"}`;
}

/** Where each of the person's files sits in the archive, for the summary to point at. */
function filesOf(found: PersonalData): { entry: string; file: StoredFile }[] {
  return [
    ...found.enquiries.flatMap((row) => (row.file ? [{ entry: archiveEntryName("enquiry-files", row.file), file: row.file }] : [])),
    ...found.applications.flatMap((row) => (row.file ? [{ entry: archiveEntryName("application-files", row.file), file: row.file }] : [])),
  ];
}

/** The JSON summary: every record as stored, each file named by its place in the archive. */
export function personalDataSummary(found: PersonalData, exportedAt: Date): unknown {
  const entries = new Map(filesOf(found).map(({ entry, file }) => [file.id, entry]));
  const withFile = <Row extends { file: StoredFile | null }>(row: Row) => ({ ...row, file: row.file ? { ...row.file, archiveEntry: entries.get(row.file.id) } : null });
  return {
    address: found.address,
    exportedAt: exportedAt.toISOString(),
    enquiries: found.enquiries.map(withFile),
    applications: found.applications.map(withFile),
    comments: found.comments,
    mails: found.mails,
    auditEntries: found.auditEntries,
    staffAccounts: found.staffAccounts,
    staffInvitations: found.invitations,
  };
}

/**
 * The person's data as a ZIP, written while it is sent: the JSON summary first, then each file,
 * whose bytes are read from the database only when the archive reaches it, so at most one file
 * is in memory at a time (the archive is never built whole).
 */
export function writePersonalDataZip(db: Kysely<Database>, found: PersonalData, exportedAt = new Date()): ReadableStream<Uint8Array> {
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(`${JSON.stringify(personalDataSummary(found, exportedAt), null, 2)}\n`, "utf8"), SUMMARY_FILE_NAME, { mtime: exportedAt });
  for (const { entry, file } of filesOf(found)) {
    zip.addReadStreamLazy(entry, { mtime: exportedAt, size: file.sizeBytes }, (callback) => {
      db.selectFrom("attachments")
        .select("data")
        .where("id", "=", file.id)
        .executeTakeFirst()
        .then(
          (row) => {
            // Erased between the lookup and the download: the archive cannot be completed truthfully.
            if (!row) callback(new Error(`The file ${file.id} is no longer stored`), Readable.from([]));
            else callback(null, Readable.from([Buffer.from(row.data)]));
          },
          (error: unknown) => callback(error, Readable.from([])),
        );
    });
  }
  zip.end();
  const output = zip.outputStream as Readable;
  zip.on("error", (error: Error) => output.destroy(error));
  return Readable.toWeb(output) as ReadableStream<Uint8Array>;
}
