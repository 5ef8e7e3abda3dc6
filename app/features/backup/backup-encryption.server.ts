import { createCipheriv, createDecipheriv, createHmac, randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";
import { z } from "zod";
import { ArchiveError } from "./archive-error.ts";

/*
 * A backup encrypted with a passphrase: AES-256-GCM with a key from scrypt over a random salt.
 * The content is cut into chunks, each encrypted and authenticated on its own, so a backup of any
 * size streams through in bounded memory. Each chunk's nonce is a random prefix, the chunk's
 * number and a flag marking the last chunk (the STREAM construction): chunks cannot be reordered,
 * dropped or cut off at the end without the check failing. The header is authenticated with every
 * chunk. A key check value in the header tells a wrong passphrase from a damaged file.
 * On disk, a chunk is its length (4 bytes, big-endian), the ciphertext, then the 16-byte tag.
 */

const KEY_BYTES = 32;
const SALT_BYTES = 16;
const NONCE_PREFIX_BYTES = 7;
const TAG_BYTES = 16;
const LENGTH_BYTES = 4;
export const CHUNK_BYTES = 1024 * 1024;
const SCRYPT_COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_CHECK_LABEL = "kairav backup key check";

export const encryptionHeaderSchema = z.object({
  cipher: z.literal("aes-256-gcm"),
  kdf: z.literal("scrypt"),
  // Bounded so that a forged header cannot make a restore use gigabytes of memory.
  N: z.number().int().min(2 ** 10).max(2 ** 20),
  r: z.number().int().min(1).max(32),
  p: z.number().int().min(1).max(16),
  salt: z.string(),
  noncePrefix: z.string(),
  chunkBytes: z.number().int().min(1024).max(64 * 1024 * 1024),
  keyCheck: z.string(),
});
export type EncryptionHeader = z.infer<typeof encryptionHeaderSchema>;

function deriveKey(passphrase: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(passphrase.normalize("NFKC"), salt, KEY_BYTES, { ...cost, maxmem: 128 * cost.N * cost.r * cost.p + 32 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function keyCheckOf(key: Buffer): Buffer {
  return createHmac("sha256", key).update(KEY_CHECK_LABEL).digest();
}

export async function createEncryption(passphrase: string): Promise<{ header: EncryptionHeader; key: Buffer }> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(passphrase, salt, SCRYPT_COST);
  return {
    key,
    header: {
      cipher: "aes-256-gcm",
      kdf: "scrypt",
      ...SCRYPT_COST,
      salt: salt.toString("base64"),
      noncePrefix: randomBytes(NONCE_PREFIX_BYTES).toString("base64"),
      chunkBytes: CHUNK_BYTES,
      keyCheck: keyCheckOf(key).toString("base64"),
    },
  };
}

/** The key for a backup's header, or a wrong-passphrase refusal. */
export async function unlockEncryption(header: EncryptionHeader, passphrase: string): Promise<Buffer> {
  const key = await deriveKey(passphrase, Buffer.from(header.salt, "base64"), header);
  const expected = Buffer.from(header.keyCheck, "base64");
  const actual = keyCheckOf(key);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    throw new ArchiveError("wrong-passphrase", "Wrong passphrase: it does not open this encrypted backup.");
  }
  return key;
}

function nonceOf(prefix: Buffer, index: number, last: boolean): Buffer {
  const nonce = Buffer.alloc(12);
  prefix.copy(nonce, 0, 0, NONCE_PREFIX_BYTES);
  nonce.writeUInt32BE(index, NONCE_PREFIX_BYTES);
  nonce[11] = last ? 1 : 0;
  return nonce;
}

/** Plain bytes in, framed authenticated chunks out. */
export class EncryptChunks extends Transform {
  readonly #key: Buffer;
  readonly #prefix: Buffer;
  readonly #additionalData: Buffer;
  readonly #chunkBytes: number;
  #pending: Buffer[] = [];
  #pendingBytes = 0;
  #index = 0;

  constructor(key: Buffer, header: EncryptionHeader, additionalData: Buffer) {
    super();
    this.#key = key;
    this.#prefix = Buffer.from(header.noncePrefix, "base64");
    this.#additionalData = additionalData;
    this.#chunkBytes = header.chunkBytes;
  }

  #seal(plain: Buffer, last: boolean): void {
    const cipher = createCipheriv("aes-256-gcm", this.#key, nonceOf(this.#prefix, this.#index++, last));
    cipher.setAAD(this.#additionalData);
    const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
    const length = Buffer.alloc(LENGTH_BYTES);
    length.writeUInt32BE(sealed.length);
    this.push(Buffer.concat([length, sealed, cipher.getAuthTag()]));
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.#pending.push(chunk);
    this.#pendingBytes += chunk.length;
    // A chunk is sealed once more bytes follow it, so the last one, flagged, is never empty
    // unless the whole content is.
    if (this.#pendingBytes > this.#chunkBytes) {
      let all = Buffer.concat(this.#pending);
      while (all.length > this.#chunkBytes) {
        this.#seal(all.subarray(0, this.#chunkBytes), false);
        all = all.subarray(this.#chunkBytes);
      }
      this.#pending = [all];
      this.#pendingBytes = all.length;
    }
    callback();
  }

  override _flush(callback: TransformCallback): void {
    this.#seal(Buffer.concat(this.#pending), true);
    callback();
  }
}

/** Framed chunks in, plain bytes out; a damaged, reordered or missing chunk is refused. */
export class DecryptChunks extends Transform {
  readonly #key: Buffer;
  readonly #prefix: Buffer;
  readonly #additionalData: Buffer;
  readonly #chunkBytes: number;
  #buffer: Buffer = Buffer.alloc(0);
  #index = 0;
  #sawLast = false;

  constructor(key: Buffer, header: EncryptionHeader, additionalData: Buffer) {
    super();
    this.#key = key;
    this.#prefix = Buffer.from(header.noncePrefix, "base64");
    this.#additionalData = additionalData;
    this.#chunkBytes = header.chunkBytes;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.#buffer = this.#buffer.length === 0 ? chunk : Buffer.concat([this.#buffer, chunk]);
    try {
      while (this.#buffer.length >= LENGTH_BYTES) {
        const length = this.#buffer.readUInt32BE(0);
        if (length > this.#chunkBytes) throw damaged();
        const frame = LENGTH_BYTES + length + TAG_BYTES;
        if (this.#buffer.length < frame) break;
        if (this.#sawLast) throw damaged();
        this.push(this.#open(this.#buffer.subarray(LENGTH_BYTES, LENGTH_BYTES + length), this.#buffer.subarray(LENGTH_BYTES + length, frame)));
        this.#buffer = this.#buffer.subarray(frame);
      }
      callback();
    } catch (error) {
      callback(error as Error);
    }
  }

  #open(sealed: Buffer, tag: Buffer): Buffer {
    // The last chunk is the one that authenticates with the flag set; try the usual case first.
    for (const last of [false, true]) {
      const decipher = createDecipheriv("aes-256-gcm", this.#key, nonceOf(this.#prefix, this.#index, last));
      decipher.setAAD(this.#additionalData);
      decipher.setAuthTag(tag);
      try {
        const plain = Buffer.concat([decipher.update(sealed), decipher.final()]);
        this.#index += 1;
        this.#sawLast = last;
        return plain;
      } catch {
        // Not authentic with this flag; the other is tried, then the chunk is refused.
      }
    }
    throw damaged();
  }

  override _flush(callback: TransformCallback): void {
    if (this.#buffer.length > 0 || !this.#sawLast) {
      callback(new ArchiveError("truncated", "The backup is truncated: its encrypted content stops before its last chunk."));
      return;
    }
    callback();
  }
}

function damaged(): ArchiveError {
  return new ArchiveError("corrupted", "The backup is corrupted: an encrypted chunk does not authenticate.");
}
