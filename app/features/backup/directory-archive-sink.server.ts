import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { finished } from "node:stream/promises";
import type { EntryDigest } from "./archive-manifest.ts";
import type { ArchiveSink, SpooledEntry } from "./archive-sink.ts";
import { digestOf } from "./tar-archive-sink.server.ts";
import { writeChunk } from "./write-tar.server.ts";

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
    const file = createWriteStream(await this.#pathOf(name));
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
        return { bytes, sha256: hash.digest("hex") };
      },
    };
  }
}
