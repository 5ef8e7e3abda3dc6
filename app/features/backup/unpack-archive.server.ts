import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { finished } from "node:stream/promises";
import { ArchiveError } from "./archive-error.ts";
import { ARCHIVE_FORMAT, ARCHIVE_FORMAT_VERSION, type ArchiveManifest, type EntryDigest, isValidEntryName, MANIFEST_ENTRY, manifestSchema } from "./archive-manifest.ts";
import { readTar } from "./read-tar.server.ts";
import { writeChunk } from "./write-tar.server.ts";

const MANIFEST_MAX_BYTES = 256 * 1024 * 1024;

async function readWhole(body: AsyncIterable<Buffer>, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of body) {
    bytes += chunk.length;
    if (bytes > limit) throw new ArchiveError("corrupted", "The archive's manifest is implausibly large.");
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function writeEntry(body: AsyncIterable<Buffer>, target: string): Promise<EntryDigest> {
  await mkdir(path.dirname(target), { recursive: true });
  const file = createWriteStream(target, { flags: "wx" });
  const hash = createHash("sha256");
  let bytes = 0;
  try {
    for await (const chunk of body) {
      hash.update(chunk);
      bytes += chunk.length;
      await writeChunk(file, chunk);
    }
  } finally {
    file.end();
    await finished(file);
  }
  return { bytes, sha256: hash.digest("hex") };
}

function parseManifest(bytes: Buffer): ArchiveManifest {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString("utf8"));
  } catch {
    throw new ArchiveError("corrupted", "The archive's manifest is not valid JSON.");
  }
  const about = json as { format?: unknown; formatVersion?: unknown };
  if (about?.format !== ARCHIVE_FORMAT) throw new ArchiveError("not-an-archive", "This is not an archive made by `npm run admin -- export` or `backup`.");
  if (typeof about.formatVersion === "number" && about.formatVersion > ARCHIVE_FORMAT_VERSION) {
    throw new ArchiveError("newer-schema", `The archive is in format ${about.formatVersion}, newer than this code reads (${ARCHIVE_FORMAT_VERSION}): use a newer version of the site's code.`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw new ArchiveError("corrupted", `The archive's manifest is not one this code reads: ${parsed.error.issues[0]?.message ?? "invalid"}.`);
  return parsed.data;
}

/**
 * Unpacks a tar stream into `directory` (which the caller made and removes), checking every entry
 * against the SHA-256 and size in the manifest: an archive with an entry changed, missing or extra
 * is refused whole. Nothing outside `directory` is written: entry names are checked first.
 */
export async function unpackArchive(tarStream: AsyncIterable<Buffer>, directory: string): Promise<ArchiveManifest> {
  const found = new Map<string, EntryDigest>();
  let manifestBytes: Buffer | null = null;
  for await (const entry of readTar(tarStream)) {
    if (!isValidEntryName(entry.name)) throw new ArchiveError("not-an-archive", `The archive holds an entry this code does not write: "${entry.name.slice(0, 120)}".`);
    if (found.has(entry.name) || (entry.name === MANIFEST_ENTRY && manifestBytes !== null)) {
      throw new ArchiveError("corrupted", `The archive holds "${entry.name}" twice.`);
    }
    if (entry.name === MANIFEST_ENTRY) manifestBytes = await readWhole(entry.body, MANIFEST_MAX_BYTES);
    else found.set(entry.name, await writeEntry(entry.body, path.join(directory, entry.name)));
  }
  if (manifestBytes === null) throw new ArchiveError("not-an-archive", "The archive has no manifest.json: it was not made by `npm run admin -- export` or `backup`.");
  const manifest = parseManifest(manifestBytes);

  for (const [name, expected] of Object.entries(manifest.entries)) {
    const actual = found.get(name);
    if (!actual) throw new ArchiveError("corrupted", `The archive is missing "${name}", which its manifest lists.`);
    if (actual.bytes !== expected.bytes || actual.sha256 !== expected.sha256) {
      throw new ArchiveError("corrupted", `The archive is corrupted: "${name}" does not match the SHA-256 in its manifest.`);
    }
  }
  for (const name of found.keys()) {
    if (!(name in manifest.entries)) throw new ArchiveError("corrupted", `The archive holds "${name}", which its manifest does not list.`);
  }
  return manifest;
}
