import { ArchiveError } from "./archive-error.ts";
import { decodeTarHeader, TAR_BLOCK, tarPadding } from "./tar-header.ts";

export interface TarEntry {
  name: string;
  size: number;
  /** The entry's bytes; read it to the end (or not at all) before asking for the next entry. */
  body: AsyncIterable<Buffer>;
}

/** Reads exact byte counts from a stream of chunks of any size. */
class ByteReader {
  readonly #source: AsyncIterator<Buffer>;
  #pending: Buffer = Buffer.alloc(0);
  #ended = false;

  constructor(source: AsyncIterable<Buffer>) {
    this.#source = source[Symbol.asyncIterator]();
  }

  async #fill(): Promise<boolean> {
    if (this.#ended) return false;
    const next = await this.#source.next();
    if (next.done) {
      this.#ended = true;
      return false;
    }
    this.#pending = this.#pending.length === 0 ? next.value : Buffer.concat([this.#pending, next.value]);
    return true;
  }

  /** Exactly `length` bytes, or null at the very end of the stream; a part of them is truncation. */
  async read(length: number): Promise<Buffer | null> {
    while (this.#pending.length < length) {
      if (!(await this.#fill())) {
        if (this.#pending.length === 0) return null;
        throw truncated();
      }
    }
    const bytes = this.#pending.subarray(0, length);
    this.#pending = this.#pending.subarray(length);
    return bytes;
  }

  async *chunks(length: number): AsyncGenerator<Buffer> {
    let left = length;
    while (left > 0) {
      if (this.#pending.length === 0 && !(await this.#fill())) throw truncated();
      const take = Math.min(left, this.#pending.length);
      const chunk = this.#pending.subarray(0, take);
      this.#pending = this.#pending.subarray(take);
      left -= take;
      yield chunk;
    }
  }

  /** Reads to the end of the stream; true when all that was left was zero bytes. */
  async drainZeros(): Promise<boolean> {
    let zeros = true;
    do {
      if (this.#pending.some((byte) => byte !== 0)) zeros = false;
      this.#pending = Buffer.alloc(0);
    } while (await this.#fill());
    return zeros;
  }

  async skip(length: number): Promise<void> {
    for await (const _chunk of this.chunks(length));
  }
}

function truncated(): ArchiveError {
  return new ArchiveError("truncated", "The archive is truncated: it ends in the middle of an entry.");
}

/**
 * The regular files of a tar stream, in order. A damaged header, an entry of another type (a
 * link, a folder) or an archive that stops before its end blocks is refused.
 */
export async function* readTar(source: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const reader = new ByteReader(source);
  for (;;) {
    const block = await reader.read(TAR_BLOCK);
    if (block === null) throw new ArchiveError("truncated", "The archive is truncated: it ends before its last entry.");
    const header = decodeTarHeader(block);
    if (header.kind === "end") {
      // The second end block and any padding a tar program adds; anything else is damage.
      if (!(await reader.drainZeros())) throw new ArchiveError("corrupted", "The archive is corrupted: it holds data after its end.");
      return;
    }
    if (header.kind === "invalid") throw new ArchiveError("corrupted", "The archive is corrupted: an entry header does not match its checksum.");
    if (header.kind === "other") throw new ArchiveError("corrupted", `The archive holds "${header.name}", which is not a plain file.`);
    let consumed = 0;
    const body = reader.chunks(header.size);
    const counted = (async function* () {
      for await (const chunk of body) {
        consumed += chunk.length;
        yield chunk;
      }
    })();
    yield { name: header.name, size: header.size, body: counted };
    // Whatever the consumer left unread is skipped, then the padding to the next block.
    await reader.skip(header.size - consumed);
    await reader.skip(tarPadding(header.size));
  }
}
