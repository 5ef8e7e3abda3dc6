import type { EntryDigest } from "./archive-manifest.ts";

/** An entry written a piece at a time, whose size is known only once it is closed. */
export interface SpooledEntry {
  write(chunk: string | Buffer): Promise<void>;
  close(): Promise<EntryDigest>;
}

/**
 * Where exported entries go: a tar stream (an archive file) or a folder (a restore that converts a
 * SQLite backup for PostgreSQL). Entries may be added while a spooled entry is open; each sink
 * puts them in the right order itself.
 */
export interface ArchiveSink {
  addEntry(name: string, data: Buffer): Promise<EntryDigest>;
  openSpooledEntry(name: string): Promise<SpooledEntry>;
}
