import type { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import { ArchiveError } from "./archive-error.ts";
import type { ArchiveManifest } from "./archive-manifest.ts";
import { unpackArchive } from "./unpack-archive.server.ts";

/**
 * Unpacks a gzip'd tar stream (through `decrypt` first, for an encrypted backup) into `directory`,
 * checked against its manifest. A gzip stream that ends early is a truncated archive; one that
 * does not decompress is a corrupted one.
 */
export async function unpackCompressedArchive(source: Readable, decrypt: Transform | null, directory: string): Promise<ArchiveManifest> {
  let manifest: ArchiveManifest | undefined;
  const unpack = async (tar: AsyncIterable<Buffer>) => {
    manifest = await unpackArchive(tar, directory);
  };
  try {
    if (decrypt) await pipeline(source, decrypt, createGunzip(), unpack);
    else await pipeline(source, createGunzip(), unpack);
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "Z_BUF_ERROR") throw new ArchiveError("truncated", "The archive is truncated: its compressed content stops before the end.", { cause: error });
    if (typeof code === "string" && code.startsWith("Z_")) {
      throw new ArchiveError("corrupted", `The archive is corrupted: its compressed content does not decompress (${(error as Error).message}).`, { cause: error });
    }
    throw error;
  }
  if (!manifest) throw new ArchiveError("not-an-archive", "The archive has no manifest.json.");
  return manifest;
}
