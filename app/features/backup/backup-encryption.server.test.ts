import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { expect, it } from "vitest";
import { createEncryption, DecryptChunks, EncryptChunks, unlockEncryption } from "./backup-encryption.server.ts";

const additionalData = Buffer.from("KAIRAV-BACKUP 1\n{}\n");

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function encrypt(plain: Buffer, key: Buffer, header: Awaited<ReturnType<typeof createEncryption>>["header"]): Promise<Buffer> {
  return collect(Readable.from([plain.subarray(0, 1000), plain.subarray(1000)]).pipe(new EncryptChunks(key, header, additionalData)));
}

function decrypt(sealed: Buffer, key: Buffer, header: Awaited<ReturnType<typeof createEncryption>>["header"]): Promise<Buffer> {
  return collect(Readable.from([sealed]).pipe(new DecryptChunks(key, header, additionalData)));
}

it("streams content of several chunks through and back, and tells a wrong passphrase", async () => {
  const { header, key } = await createEncryption("correct horse battery staple");
  const small = { ...header, chunkBytes: 4096 };
  const plain = randomBytes(4096 * 3 + 17);
  const sealed = await encrypt(plain, key, small);
  expect(sealed.includes(plain.subarray(0, 64))).toBe(false);
  expect(await decrypt(sealed, key, small)).toEqual(plain);
  expect(await unlockEncryption(header, "correct horse battery staple")).toEqual(key);
  await expect(unlockEncryption(header, "wrong horse battery staple")).rejects.toMatchObject({ problem: "wrong-passphrase" });
});

it("refuses a changed byte, a missing last chunk and content cut mid-chunk", async () => {
  const { header, key } = await createEncryption("a passphrase");
  const small = { ...header, chunkBytes: 4096 };
  const sealed = await encrypt(randomBytes(4096 * 2 + 5), key, small);
  const changed = Buffer.from(sealed);
  changed[5000] = changed[5000]! ^ 0x40;
  await expect(decrypt(changed, key, small)).rejects.toMatchObject({ problem: "corrupted" });
  const frame = 4 + 4096 + 16;
  await expect(decrypt(sealed.subarray(0, frame * 2), key, small)).rejects.toMatchObject({ problem: "truncated" });
  await expect(decrypt(sealed.subarray(0, frame + 100), key, small)).rejects.toMatchObject({ problem: "truncated" });
});
