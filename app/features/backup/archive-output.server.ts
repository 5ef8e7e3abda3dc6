import { createHash, randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { access, link, mkdtemp, open, rename, rm, unlink } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Transform, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { ArchiveError } from "./archive-error.ts";
import { type BackupHeader, encodeBackupHeader, encodeTrailer } from "./backup-container.ts";
import { createEncryption, EncryptChunks } from "./backup-encryption.server.ts";
import { TarWriter } from "./write-tar.server.ts";

export interface ArchiveOutput {
  tar: TarWriter;
  /** Where a table's lines wait until they are copied into the archive. */
  spoolDirectory: string;
  /** Ends the archive (its end blocks, the end marker) and gives it its final name; returns its size. */
  finish(): Promise<{ bytes: number }>;
  /** Removes whatever was written. */
  abort(): Promise<void>;
}

export interface ArchiveOutputOptions {
  /** A backup file (header, optional encryption, end marker) instead of a plain .tar.gz. */
  backup?: Omit<BackupHeader, "encrypted" | "encryption"> & { passphrase?: string };
}

/** Counts and hashes the bytes on their way to the file, for the end marker. */
function createHashingStream(): { stream: Transform; digest: () => { bytes: number; sha256: string } } {
  const hash = createHash("sha256");
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      bytes += chunk.length;
      callback(null, chunk);
    },
  });
  return { stream, digest: () => ({ bytes, sha256: hash.digest("hex") }) };
}

/**
 * A file being written under a temporary name beside its final one, so that a run that is killed
 * leaves nothing that looks like a finished archive. It takes its name only when complete and
 * flushed to disk, and never replaces a file already there.
 */
export async function openArchiveOutput(finalPath: string, options: ArchiveOutputOptions = {}): Promise<ArchiveOutput> {
  await refuseExistingOutput(finalPath);
  const partialPath = path.join(path.dirname(finalPath), `.${path.basename(finalPath)}.partial-${process.pid}-${randomBytes(4).toString("hex")}`);
  const spoolDirectory = await mkdtemp(path.join(os.tmpdir(), "kairav-archive-"));
  const file = createWriteStream(partialPath, { flags: "wx" });
  const gzip = createGzip();
  const hashing = createHashingStream();
  const stages: Writable[] = [gzip];
  if (options.backup) {
    const { passphrase, ...about } = options.backup;
    const encryption = passphrase === undefined ? null : await createEncryption(passphrase);
    const header = encodeBackupHeader({ ...about, encrypted: encryption !== null, ...(encryption ? { encryption: encryption.header } : {}) });
    hashing.stream.write(header);
    if (encryption) stages.push(new EncryptChunks(encryption.key, encryption.header, header));
  }
  stages.push(hashing.stream, file);
  const written = pipeline(stages as [Writable, ...Writable[]]);
  // Reported by finish(); until then an error must not go unhandled.
  written.catch(() => {});

  const cleanUp = async () => {
    await rm(spoolDirectory, { recursive: true, force: true });
  };

  const tar = new TarWriter(gzip);
  return {
    tar,
    spoolDirectory,
    finish: async () => {
      try {
        await tar.finish();
        await new Promise<void>((resolve, reject) => gzip.end((error?: Error | null) => (error ? reject(error) : resolve())));
        await written;
        const { bytes, sha256 } = hashing.digest();
        const handle = await open(partialPath, "a");
        try {
          let size = bytes;
          if (options.backup) {
            const trailer = encodeTrailer(sha256);
            await handle.write(trailer);
            size += trailer.length;
          }
          await handle.sync();
          await claimName(partialPath, finalPath);
          return { bytes: size };
        } finally {
          await handle.close();
        }
      } catch (error) {
        await rm(partialPath, { force: true });
        throw error;
      } finally {
        await cleanUp();
      }
    },
    abort: async () => {
      gzip.destroy();
      await written.catch(() => {});
      await rm(partialPath, { force: true });
      await cleanUp();
    },
  };
}

function alreadyThere(finalPath: string): ArchiveError {
  return new ArchiveError("unsupported", `${finalPath} already exists: it was not replaced. Remove it or choose another name.`);
}

/** An archive never replaces a file: checked before any work, and again by the final rename. */
export async function refuseExistingOutput(finalPath: string): Promise<void> {
  const taken = await access(finalPath).then(
    () => true,
    () => false,
  );
  if (taken) throw alreadyThere(finalPath);
}

/** Renames without replacing: a hard link fails when the name is taken, where rename would not. */
async function claimName(partialPath: string, finalPath: string): Promise<void> {
  try {
    await link(partialPath, finalPath);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST") throw alreadyThere(finalPath);
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "EXDEV") throw error;
    // A file system without hard links: the check and the rename are then two steps.
    await rename(partialPath, finalPath);
    return;
  }
  await unlink(partialPath);
}
