import { once } from "node:events";
import type { Writable } from "node:stream";
import { encodeTarHeader, TAR_BLOCK, tarPadding } from "./tar-header.ts";

/** Writes, waiting while the stream's buffer is full, so a large archive streams in bounded memory. */
export async function writeChunk(output: Writable, chunk: Buffer): Promise<void> {
  if (chunk.length === 0) return;
  if (!output.write(chunk)) await once(output, "drain");
}

/**
 * A tar archive written entry by entry into a stream (a gzip stream, a file). Each entry's size
 * must be known before its bytes: callers spool what they cannot measure in advance.
 */
export class TarWriter {
  readonly #output: Writable;
  readonly #modifiedAt: Date;

  constructor(output: Writable, modifiedAt = new Date()) {
    this.#output = output;
    this.#modifiedAt = modifiedAt;
  }

  async addEntry(name: string, data: Buffer): Promise<void> {
    await this.addStreamedEntry(name, data.length, [data]);
  }

  /** An entry whose `size` bytes come from `chunks`; a different total is a programming error. */
  async addStreamedEntry(name: string, size: number, chunks: AsyncIterable<Buffer> | Iterable<Buffer>): Promise<void> {
    await writeChunk(this.#output, encodeTarHeader({ name, size, modifiedAt: this.#modifiedAt }));
    let written = 0;
    for await (const chunk of chunks) {
      written += chunk.length;
      if (written > size) throw new Error(`Tar entry ${name} is longer than its declared ${size} bytes`);
      await writeChunk(this.#output, chunk);
    }
    if (written !== size) throw new Error(`Tar entry ${name} has ${written} bytes, not its declared ${size}`);
    await writeChunk(this.#output, Buffer.alloc(tarPadding(size)));
  }

  /** The two empty blocks that end an archive. The caller ends the stream. */
  async finish(): Promise<void> {
    await writeChunk(this.#output, Buffer.alloc(TAR_BLOCK * 2));
  }
}
