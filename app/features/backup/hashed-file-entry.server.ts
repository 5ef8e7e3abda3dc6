import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { finished } from "node:stream/promises";
import type { EntryDigest } from "./archive-manifest.ts";
import type { SpooledEntry } from "./archive-sink.ts";
import { writeChunk } from "./write-tar.server.ts";

export function digestOf(data: Buffer): EntryDigest {
  return { bytes: data.length, sha256: createHash("sha256").update(data).digest("hex") };
}

/**
 * An entry written piece by piece to the file at `filePath`, counted and hashed on the way; once
 * the file is complete, `afterClose` may take it further (a tar sink copies it into the archive).
 */
export function openHashedFileEntry(filePath: string, afterClose: (bytes: number) => Promise<void> = async () => {}): SpooledEntry {
  const file = createWriteStream(filePath);
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
      await afterClose(bytes);
      return { bytes, sha256: hash.digest("hex") };
    },
  };
}
