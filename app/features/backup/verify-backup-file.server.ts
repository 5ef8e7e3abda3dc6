import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import { ArchiveError } from "./archive-error.ts";
import { BACKUP_MAGIC, type BackupHeader, backupHeaderSchema, HEADER_MAX_BYTES, TRAILER_BYTES, TRAILER_PATTERN } from "./backup-container.ts";

export interface VerifiedBackupFile {
  header: BackupHeader;
  /** The magic line and the header line: what encrypted chunks authenticate. */
  headerBytes: Buffer;
  /** Where the content starts and ends (exclusive) in the file. */
  contentStart: number;
  contentEnd: number;
  fileBytes: number;
}

const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

async function readRange(file: string, start: number, length: number): Promise<Buffer> {
  const handle = await open(file, "r");
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, start);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function hashRange(file: string, endExclusive: number): Promise<string> {
  const hash = createHash("sha256");
  if (endExclusive > 0) for await (const chunk of createReadStream(file, { start: 0, end: endExclusive - 1 })) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/**
 * Reads a backup file through once and tells, before anything is decrypted, unpacked or
 * touched, whether it is whole: not a backup at all, cut short (no end marker), or changed (the
 * end marker's SHA-256 does not match). The passphrase is checked afterwards, against the header.
 */
export async function verifyBackupFile(file: string): Promise<VerifiedBackupFile> {
  const handle = await open(file, "r").catch((error: NodeJS.ErrnoException) => {
    throw new ArchiveError("not-an-archive", `Cannot read ${file}: ${error.code === "ENOENT" ? "no such file" : error.message}.`);
  });
  const { size } = await handle.stat().finally(() => handle.close());
  const head = await readRange(file, 0, Math.min(size, HEADER_MAX_BYTES));
  const tail = size >= TRAILER_BYTES ? (await readRange(file, size - TRAILER_BYTES, TRAILER_BYTES)).toString("latin1") : "";
  const trailer = TRAILER_PATTERN.exec(tail);
  const magic = Buffer.from(BACKUP_MAGIC);

  if (!head.subarray(0, magic.length).equals(magic)) {
    if (head.subarray(0, 2).equals(GZIP_MAGIC)) {
      throw new ArchiveError("not-an-archive", `${file} is an export, not a backup: load it with \`npm run admin -- import\`.`);
    }
    // A file that ends like a backup but does not start like one had its first bytes changed.
    if (!trailer) throw new ArchiveError("not-an-archive", `${file} is not a backup made by \`npm run admin -- backup\`.`);
  }
  if (!trailer) {
    throw new ArchiveError("truncated", `The backup is truncated: ${file} (${size} bytes) stops before its end marker, so part of it is missing (an interrupted copy or backup?). Nothing was changed.`);
  }
  if ((await hashRange(file, size - TRAILER_BYTES)) !== trailer[1]) {
    throw new ArchiveError("corrupted", `The backup is corrupted: the content of ${file} does not match the SHA-256 at its end (a byte was changed). Nothing was changed.`);
  }

  const headerEnd = head.indexOf(0x0a, magic.length);
  if (headerEnd === -1 || headerEnd + 1 > size - TRAILER_BYTES) throw new ArchiveError("not-an-archive", `${file} has no readable header.`);
  let header: BackupHeader;
  try {
    header = backupHeaderSchema.parse(JSON.parse(head.subarray(magic.length, headerEnd).toString("utf8")));
  } catch {
    // Whole by its checksum, yet unreadable: written by something else, or by newer code.
    throw new ArchiveError("not-an-archive", `${file} has a header this code does not read: was it made by a newer version of the site's code?`);
  }
  return { header, headerBytes: head.subarray(0, headerEnd + 1), contentStart: headerEnd + 1, contentEnd: size - TRAILER_BYTES, fileBytes: size };
}
