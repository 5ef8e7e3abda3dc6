import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { finished } from "node:stream/promises";
import type { EntryDigest } from "./archive-manifest.ts";
import type { ArchiveSink, SpooledEntry } from "./archive-sink.ts";
import { TarWriter, writeChunk } from "./write-tar.server.ts";

export function digestOf(data: Buffer): EntryDigest {
  return { bytes: data.length, sha256: createHash("sha256").update(data).digest("hex") };
}

/**
 * Entries into a tar stream. A tar header states its entry's size, so a table's lines are spooled
 * to a file in `spoolDirectory` and copied into the archive when the table ends; binary values,
 * whose size is known, go straight in.
 */
export class TarArchiveSink implements ArchiveSink {
  readonly #tar: TarWriter;
  readonly #spoolDirectory: string;
  #spoolCount = 0;

  constructor(tar: TarWriter, spoolDirectory: string) {
    this.#tar = tar;
    this.#spoolDirectory = spoolDirectory;
  }

  async addEntry(name: string, data: Buffer): Promise<EntryDigest> {
    await this.#tar.addEntry(name, data);
    return digestOf(data);
  }

  async openSpooledEntry(name: string): Promise<SpooledEntry> {
    const spoolPath = path.join(this.#spoolDirectory, `entry-${++this.#spoolCount}.spool`);
    const file = createWriteStream(spoolPath);
    const hash = createHash("sha256");
    let bytes = 0;
    return {
      write: async (chunk) => {
        const data = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
        hash.update(data);
        bytes += data.length;
        await writeChunk(file, data);
      },
      close: async () => {
        file.end();
        await finished(file);
        try {
          await this.#tar.addStreamedEntry(name, bytes, createReadStream(spoolPath));
        } finally {
          await rm(spoolPath, { force: true });
        }
        return { bytes, sha256: hash.digest("hex") };
      },
    };
  }
}
