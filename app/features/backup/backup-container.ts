import { z } from "zod";
import { encryptionHeaderSchema } from "./backup-encryption.server.ts";

/*
 * A backup file: a header, the content (a gzip'd tar archive, encrypted or not), then an end
 * marker holding the SHA-256 of everything before it.
 *
 *   KAIRAV-BACKUP 1\n
 *   {"encrypted":false,"schemaVersion":"0013-redirects",...}\n
 *   <content>
 *   KAIRAV-BACKUP-END <64 hex digits>\n
 *
 * The end marker is what tells the three failures apart before anything is decrypted or
 * unpacked: no marker at the end means the file was cut short; a marker whose checksum does not
 * match means a byte changed; a file that checks out but whose key check fails means the
 * passphrase is wrong. The header repeats what the manifest inside says about the schema, so a
 * backup from newer code is refused before any work.
 */

export const BACKUP_MAGIC = "KAIRAV-BACKUP 1\n";
export const TRAILER_PREFIX = "KAIRAV-BACKUP-END ";
export const TRAILER_BYTES = TRAILER_PREFIX.length + 64 + 1;
export const TRAILER_PATTERN = /^KAIRAV-BACKUP-END ([0-9a-f]{64})\n$/;
/** The magic line and the header line are read from the first bytes of the file. */
export const HEADER_MAX_BYTES = 64 * 1024;

export const backupHeaderSchema = z.object({
  encrypted: z.boolean(),
  content: z.enum(["tables", "sqlite-file"]),
  schemaVersion: z.string().min(1),
  sourceDialect: z.enum(["sqlite", "postgres"]),
  createdAt: z.string(),
  encryption: encryptionHeaderSchema.optional(),
});
export type BackupHeader = z.infer<typeof backupHeaderSchema>;

/** The bytes the file starts with; also the additional data every encrypted chunk authenticates. */
export function encodeBackupHeader(header: BackupHeader): Buffer {
  return Buffer.from(`${BACKUP_MAGIC}${JSON.stringify(header)}\n`);
}

export function encodeTrailer(sha256: string): Buffer {
  return Buffer.from(`${TRAILER_PREFIX}${sha256}\n`);
}
