import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { EntryDigest } from "./archive-manifest.ts";
import type { ArchiveSink, SpooledEntry } from "./archive-sink.ts";
import { digestOf, openHashedFileEntry } from "./hashed-file-entry.server.ts";

/** Entries as files under one folder, laid out as an unpacked archive. */
export class DirectoryArchiveSink implements ArchiveSink {
  readonly #root: string;

  constructor(root: string) {
    this.#root = root;
  }

  async #pathOf(name: string): Promise<string> {
    const target = path.join(this.#root, name);
    await mkdir(path.dirname(target), { recursive: true });
    return target;
  }

  async addEntry(name: string, data: Buffer): Promise<EntryDigest> {
    await writeFile(await this.#pathOf(name), data);
    return digestOf(data);
  }

  async openSpooledEntry(name: string): Promise<SpooledEntry> {
    return openHashedFileEntry(await this.#pathOf(name));
  }
}
