import { createReadStream } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import type { EntryDigest } from "./archive-manifest.ts";
import type { ArchiveSink, SpooledEntry } from "./archive-sink.ts";
import { digestOf, openHashedFileEntry } from "./hashed-file-entry.server.ts";
import type { TarWriter } from "./write-tar.server.ts";

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
    return openHashedFileEntry(spoolPath, async (bytes) => {
      try {
        await this.#tar.addStreamedEntry(name, bytes, createReadStream(spoolPath));
      } finally {
        await rm(spoolPath, { force: true });
      }
    });
  }
}
