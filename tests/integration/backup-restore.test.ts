import { spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { LATEST_SCHEMA_VERSION, migrateTo } from "#app/db/migrate.server.ts";
import { ArchiveError } from "#app/features/backup/archive-error.ts";
import { ARCHIVE_FORMAT, ARCHIVE_FORMAT_VERSION, MANIFEST_ENTRY } from "#app/features/backup/archive-manifest.ts";
import { openArchiveOutput } from "#app/features/backup/archive-output.server.ts";
import { restoreBackup } from "#app/features/backup/restore-backup.server.ts";
import { writeBackup } from "#app/features/backup/write-backup.server.ts";
import { rebuildSearchDocuments } from "#app/features/search/rebuild-search-documents.server.ts";
import { getTestDatabaseTargets } from "#tests/helpers/test-database.ts";
import { createTestTarget, readAllRows, type TestTarget } from "./backup-targets.ts";
import { saveTestEnquiry } from "./fill-site-database.ts";

const SLOW = 180_000;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const workDirectory = mkdtempSync(path.join(os.tmpdir(), "kairav-restore-test-"));
const targets: TestTarget[] = [];
afterAll(async () => {
  for (const target of targets) await target.remove();
  rmSync(workDirectory, { recursive: true, force: true });
});

async function newTarget(dialect: "sqlite" | "postgres", migrated = true): Promise<TestTarget> {
  const target = await createTestTarget(dialect);
  targets.push(target);
  if (migrated) await migrateTo(target.open(), LATEST_SCHEMA_VERSION);
  return target;
}

let fileCount = 0;
function backupPath(): string {
  return path.join(workDirectory, `site-${++fileCount}.backup`);
}

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");
const restoreOptions = { force: false, rebuildDerived: rebuildSearchDocuments };

async function refusalOf(promise: Promise<unknown>): Promise<ArchiveError> {
  const outcome = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(ArchiveError);
  return outcome as ArchiveError;
}

/** What a restore must leave alone when it refuses: the rows, and on SQLite no file beside it. */
async function snapshotOf(target: TestTarget) {
  const rows = await readAllRows(target.open());
  await target.disconnect();
  const files = target.target.dialect === "sqlite" ? readdirSync(path.dirname(target.target.sqlitePath)).sort() : [];
  return { rows, files };
}

for (const dialect of getTestDatabaseTargets()) {
  describe(`backup and restore [${dialect}]`, () => {
    it(
      "backs up a site that keeps taking enquiries: every one committed before the backup is restored, byte for byte",
      async () => {
        const source = await newTarget(dialect);
        const db = source.open();
        const committed: { id: number; sha256: string }[] = [];
        let stop = false;
        const writer = (async () => {
          for (let index = 0; !stop; index++) {
            const data = randomBytes(4_000 + ((index * 7919) % 60_000));
            const id = await saveTestEnquiry(db, `concurrent ${index}`, data);
            committed.push({ id, sha256: sha256(data) });
            // Requests reach a site as I/O events; better-sqlite3 itself never gives the loop a turn.
            await new Promise((resolve) => setImmediate(resolve));
          }
        })();
        while (committed.length < 25) await new Promise((resolve) => setTimeout(resolve, 5));

        const before = [...committed];
        const file = backupPath();
        const written = await writeBackup(source.target, file);
        const afterBackup = committed.length;
        stop = true;
        await writer;
        // The site was not stopped: enquiries went on being saved while the backup ran.
        expect(afterBackup).toBeGreaterThan(before.length);
        expect(written.manifest.tables.find((table) => table.name === "enquiries")!.rows).toBeGreaterThanOrEqual(before.length);

        const fresh = await newTarget(dialect, false);
        await restoreBackup(file, fresh.target, restoreOptions);
        const restored = await fresh
          .open()
          .selectFrom("enquiries")
          .innerJoin("attachments", "attachments.id", "enquiries.attachment_id")
          .select(["enquiries.id", "attachments.data"])
          .execute();
        const byId = new Map(restored.map((row) => [row.id, sha256(row.data)]));
        for (const enquiry of before) expect(byId.get(enquiry.id)).toBe(enquiry.sha256);
        // Nothing in part: every restored enquiry has its file and its two mails.
        const mails = await fresh.open().selectFrom("outbox").select("id").execute();
        expect(mails.length).toBe(restored.length * 2);
      },
      SLOW,
    );

    it(
      "refuses a truncated backup, a changed byte and a wrong passphrase, each with its own message, changing nothing",
      async () => {
        const source = await newTarget(dialect);
        await source.open().insertInto("categories").values({ name: "From the backup", slug: "from-backup" }).execute();
        await saveTestEnquiry(source.open(), "in the backup", randomBytes(80_000));
        const file = backupPath();
        const written = await writeBackup(source.target, file, { passphrase: "the right passphrase" });
        expect(readFileSync(file).includes(Buffer.from("in the backup"))).toBe(false);

        const target = await newTarget(dialect);
        await target.open().insertInto("categories").values({ name: "Live", slug: "live" }).execute();
        const before = await snapshotOf(target);
        const options = { ...restoreOptions, force: true };

        const truncated = backupPath();
        writeFileSync(truncated, readFileSync(file).subarray(0, written.bytes - 5_000));
        const cut = await refusalOf(restoreBackup(truncated, target.target, { ...options, passphrase: "the right passphrase" }));
        expect(cut.problem).toBe("truncated");
        expect(cut.message).toMatch(/^The backup is truncated/);

        const changed = backupPath();
        const bytes = readFileSync(file);
        const middle = Math.floor(bytes.length / 2);
        bytes[middle] = bytes[middle]! ^ 0x10;
        writeFileSync(changed, bytes);
        const flipped = await refusalOf(restoreBackup(changed, target.target, { ...options, passphrase: "the right passphrase" }));
        expect(flipped.problem).toBe("corrupted");
        expect(flipped.message).toMatch(/^The backup is corrupted/);

        const wrong = await refusalOf(restoreBackup(file, target.target, { ...options, passphrase: "the wrong passphrase" }));
        expect(wrong.problem).toBe("wrong-passphrase");
        expect(wrong.message).toMatch(/^Wrong passphrase/);

        const missing = await refusalOf(restoreBackup(file, target.target, options));
        expect(missing.problem).toBe("passphrase-needed");

        expect(new Set([cut.message, flipped.message, wrong.message, missing.message]).size).toBe(4);
        expect(await snapshotOf(target)).toEqual(before);

        // The intact file with its passphrase restores.
        const result = await restoreBackup(file, target.target, { ...options, passphrase: "the right passphrase" });
        expect(result.replaced).toBe(true);
        expect(await readAllRows(target.open())).toEqual(await readAllRows(source.open()));
        if (target.target.dialect === "sqlite") {
          await target.disconnect();
          expect(readdirSync(path.dirname(target.target.sqlitePath))).toEqual(["site.db"]);
        }
      },
      SLOW,
    );

    it(
      "refuses a backup from a newer schema, and a target that holds data without --force",
      async () => {
        const newer = backupPath();
        const output = await openArchiveOutput(newer, { backup: { content: "tables", schemaVersion: "9999-from-a-later-release", sourceDialect: dialect, createdAt: new Date().toISOString() } });
        const manifest = { format: ARCHIVE_FORMAT, formatVersion: ARCHIVE_FORMAT_VERSION, kind: "backup", schemaVersion: "9999-from-a-later-release", createdAt: new Date().toISOString(), sourceDialect: dialect, content: "tables", tables: [], sequences: {}, derived: [], entries: {}, totalBytes: 0 };
        await output.tar.addEntry(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest)));
        await output.finish();
        const empty = await newTarget(dialect, false);
        const refusal = await refusalOf(restoreBackup(newer, empty.target, restoreOptions));
        expect(refusal.problem).toBe("newer-schema");
        expect(refusal.message).toContain("9999-from-a-later-release");

        const source = await newTarget(dialect);
        await source.open().insertInto("categories").values({ name: "Backed up", slug: "backed-up" }).execute();
        const file = backupPath();
        await writeBackup(source.target, file);
        const busy = await newTarget(dialect);
        await busy.open().insertInto("categories").values({ name: "Busy", slug: "busy" }).execute();
        const before = await snapshotOf(busy);
        const notEmpty = await refusalOf(restoreBackup(file, busy.target, restoreOptions));
        expect(notEmpty.problem).toBe("target-not-empty");
        expect(notEmpty.message).toMatch(/categories: 1.*--force/);
        expect(await snapshotOf(busy)).toEqual(before);
      },
      SLOW,
    );

    if (getTestDatabaseTargets().includes("postgres")) {
      const other = dialect === "sqlite" ? "postgres" : "sqlite";
      it(
        `restores a ${dialect} backup into ${other}`,
        async () => {
          const source = await newTarget(dialect);
          await saveTestEnquiry(source.open(), "crossing over", randomBytes(20_000));
          const file = backupPath();
          await writeBackup(source.target, file);
          const target = await newTarget(other, false);
          await restoreBackup(file, target.target, restoreOptions);
          expect(await readAllRows(target.open())).toEqual(await readAllRows(source.open()));
        },
        SLOW,
      );
    }
  });
}

it(
  "[sqlite] refuses to replace a database file another connection has open",
  async () => {
    const source = await newTarget("sqlite");
    const file = backupPath();
    await writeBackup(source.target, file);
    const live = await newTarget("sqlite");
    await live.open().insertInto("categories").values({ name: "Live", slug: "live" }).execute();
    const refusal = await refusalOf(restoreBackup(file, live.target, { ...restoreOptions, force: true }));
    expect(refusal.problem).toBe("target-in-use");
    expect(refusal.message).toMatch(/stop the site first/);
    expect(await live.open().selectFrom("categories").select("slug").execute()).toEqual([{ slug: "live" }]);
  },
  SLOW,
);

describe("the command line", () => {
  const tsx = path.join(root, "node_modules/.bin/tsx");
  function admin(args: string[], sqlitePath: string) {
    const { DATABASE_URL: _ignored, ...environment } = process.env;
    return spawnSync(tsx, ["scripts/admin.ts", ...args], { cwd: root, encoding: "utf8", env: { ...environment, SQLITE_PATH: sqlitePath } });
  }

  it(
    "prints what each command did and exits non-zero with the reason when it would not",
    async () => {
      const site = await newTarget("sqlite");
      await saveTestEnquiry(site.open(), "cli", randomBytes(5_000));
      await site.disconnect();
      const sqlitePath = site.target.dialect === "sqlite" ? site.target.sqlitePath : "";
      const passphraseFile = path.join(workDirectory, "passphrase.txt");
      writeFileSync(passphraseFile, "a passphrase for the command line\n");
      const file = backupPath();

      const backup = admin(["backup", "--out", file, "--passphrase-file", passphraseFile], sqlitePath);
      expect(backup.status).toBe(0);
      expect(backup.stdout).toMatch(/^Backed up SQLite .* encrypted\) in /);
      expect(backup.stdout).toMatch(/enquiries\s+1\n/);

      const refused = admin(["restore", file, "--passphrase-file", passphraseFile], sqlitePath);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(/^Not restored: The target database is not empty/);

      const truncated = backupPath();
      writeFileSync(truncated, readFileSync(file).subarray(0, 300));
      const cut = admin(["restore", truncated, "--force", "--passphrase-file", passphraseFile], sqlitePath);
      expect(cut.status).toBe(1);
      expect(cut.stderr).toMatch(/^Not restored: The backup is truncated/);

      const restored = admin(["restore", file, "--force", "--passphrase-file", passphraseFile], sqlitePath);
      expect(restored.stderr).toBe("");
      expect(restored.status).toBe(0);
      expect(restored.stdout).toMatch(/^Restored .* replacing what it held \(--force\)\./);

      const usage = admin(["restore"], sqlitePath);
      expect(usage.status).toBe(2);
      expect(usage.stderr).toMatch(/restore needs a FILE/);
    },
    SLOW,
  );
});
