import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { afterAll, expect, it } from "vitest";
import { ArchiveError } from "./archive-error.ts";
import { readTar } from "./read-tar.server.ts";
import { TarWriter } from "./write-tar.server.ts";

const directory = mkdtempSync(path.join(os.tmpdir(), "kairav-tar-test-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const longName = `blobs/${"a".repeat(60)}/${"b".repeat(70)}-data.bin`;
const entries: [string, Buffer][] = [
  ["manifest.json", Buffer.from('{"a":1}\n')],
  ["tables/empty.jsonl", Buffer.alloc(0)],
  [longName, Buffer.from(Array.from({ length: 1500 }, (_, index) => index % 256))],
];

async function writeArchive(): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on("data", (chunk: Buffer) => chunks.push(chunk));
  const tar = new TarWriter(output);
  for (const [name, data] of entries) await tar.addEntry(name, data);
  await tar.finish();
  output.end();
  return Buffer.concat(chunks);
}

async function readArchive(bytes: Buffer, chunkSize = 700): Promise<[string, Buffer][]> {
  const source = (async function* () {
    for (let offset = 0; offset < bytes.length; offset += chunkSize) yield bytes.subarray(offset, offset + chunkSize);
  })();
  const read: [string, Buffer][] = [];
  for await (const entry of readTar(source)) {
    const parts: Buffer[] = [];
    for await (const chunk of entry.body) parts.push(chunk);
    read.push([entry.name, Buffer.concat(parts)]);
  }
  return read;
}

it("reads back every entry byte for byte, names over 100 bytes included", async () => {
  const bytes = await writeArchive();
  expect(bytes.length % 512).toBe(0);
  expect(await readArchive(bytes)).toEqual(entries);
  expect(await readArchive(bytes, 1)).toEqual(entries);
});

it("writes archives the system's tar lists and unpacks identically", async () => {
  const file = path.join(directory, "test.tar");
  writeFileSync(file, await writeArchive());
  const listed = execFileSync("tar", ["-tf", file], { encoding: "utf8" }).trim().split("\n");
  expect(listed).toEqual(entries.map(([name]) => name));
  execFileSync("tar", ["-xf", file, "-C", directory]);
  expect(readFileSync(path.join(directory, longName))).toEqual(entries[2]![1]);
});

it("refuses an archive cut short, and one with a changed header byte", async () => {
  const bytes = await writeArchive();
  await expect(readArchive(bytes.subarray(0, 1100))).rejects.toMatchObject({ problem: "truncated" });
  const changed = Buffer.from(bytes);
  changed[10] = changed[10]! ^ 0x01;
  const refusal = await readArchive(changed).catch((error: unknown) => error);
  expect(refusal).toBeInstanceOf(ArchiveError);
  expect(refusal).toMatchObject({ problem: "corrupted" });
});
