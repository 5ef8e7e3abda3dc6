import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { DatabaseTarget } from "./database-target.ts";

/**
 * Where an archive is unpacked before it is loaded. For a SQLite target, beside its file: the
 * restored file is renamed into place, which works only within one file system. Otherwise in the
 * system's temporary folder (TMPDIR).
 */
export async function makeWorkDirectory(target: DatabaseTarget): Promise<string> {
  const parent = target.dialect === "sqlite" ? path.dirname(path.resolve(target.sqlitePath)) : os.tmpdir();
  const prefix = target.dialect === "sqlite" ? `.${path.basename(target.sqlitePath)}.unpack-` : "kairav-unpack-";
  return mkdtemp(path.join(parent, prefix));
}
