import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type DatabaseHandle } from "#app/db/client.server.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import type { Database } from "#app/db/schema.ts";
import { createStaffUser } from "#app/features/admin/staff-users.server.ts";
import { createBackupScheduler } from "#app/features/backup/backup-scheduler.server.ts";
import { BACKUP_ALREADY_RUNNING_MESSAGE } from "#app/features/backup/backup-service.ts";
import { BACKUP_LEASE_MS, INTERRUPTED_MESSAGE } from "#app/features/backup/backup-run-records.server.ts";
import type { BackupSettings } from "#app/features/backup/backup-settings.ts";
import { restoreBackup } from "#app/features/backup/restore-backup.server.ts";
import { verifyBackupFile } from "#app/features/backup/verify-backup-file.server.ts";
import { isServerBackupName } from "#app/features/backup/server-backup-name.ts";
import { getTestDatabaseTargets } from "#tests/helpers/test-database.ts";
import { createTestTarget, type TestTarget } from "./backup-targets.ts";

const HOUR = 60 * 60 * 1000;
const START = Date.parse("2026-11-26T00:00:00.000Z");

/** A clock the test moves on by hand. */
function fakeClock() {
  let at = START;
  return { now: () => new Date(at), advance: (ms: number) => (at += ms), set: (ms: number) => (at = ms) };
}

function runsOf(db: Kysely<Database>) {
  return db.selectFrom("backup_runs").select(["kind", "status", "started_at", "file_name", "size_bytes", "error", "removed_at"]).orderBy("id").execute();
}

for (const dialect of getTestDatabaseTargets()) {
  describe(`scheduled backups [${dialect}]`, () => {
    let target: TestTarget;
    let db: Kysely<Database>;
    let directory: string;
    let adminId: number;
    const clock = fakeClock();
    const extraHandles: DatabaseHandle[] = [];

    const settings = (overrides: Partial<BackupSettings> = {}): BackupSettings => ({ directory, intervalHours: 24, keep: 2, ...overrides });
    const scheduler = (overrides: Partial<BackupSettings> = {}, database: Kysely<Database> = db) =>
      createBackupScheduler({ db: database, source: target.target, settings: settings(overrides), now: clock.now });

    /** Another instance's own connection to the same database. */
    function secondConnection(): Kysely<Database> {
      const handle = createDatabase(target.target.dialect === "postgres" ? { databaseUrl: target.target.databaseUrl, sqlitePath: ":memory:", postgresPoolSize: 2 } : { sqlitePath: target.target.sqlitePath });
      extraHandles.push(handle);
      return handle.db;
    }

    beforeAll(async () => {
      target = await createTestTarget(dialect);
      db = target.open();
      await migrateToLatest(db);
      await db.insertInto("redirects").values({ from_path: "/before-the-backup", to_target: "/", status: 301, created_at: new Date(START).toISOString(), updated_at: new Date(START).toISOString() }).execute();
      adminId = (await createStaffUser(db, { email: "owner@kairav.example", password: "a long enough secret" })).id;
      directory = mkdtempSync(path.join(os.tmpdir(), "kairav-scheduled-backups-"));
    });
    afterEach(async () => {
      await db.deleteFrom("backup_runs").execute();
      for (const name of readdirSync(directory)) rmSync(path.join(directory, name), { force: true, recursive: true });
      clock.set(START);
    });
    afterAll(async () => {
      await Promise.all(extraHandles.map((handle) => handle.close()));
      await target?.remove();
      rmSync(directory, { recursive: true, force: true });
    });

    it("writes a backup when one is due, records it, and waits for the interval before the next", async () => {
      const backups = scheduler();
      expect(await backups.tick()).toBe("written");
      const files = readdirSync(directory);
      expect(files).toEqual(["server-backup-2026-11-26T00-00-00-000Z.backup"]);
      expect(await runsOf(db)).toEqual([
        { kind: "scheduled", status: "ok", started_at: "2026-11-26T00:00:00.000Z", file_name: files[0], size_bytes: statSync(path.join(directory, files[0]!)).size, error: null, removed_at: null },
      ]);

      clock.advance(23 * HOUR);
      expect(await backups.tick()).toBe("not-due");
      clock.advance(1 * HOUR + 1);
      expect(await backups.tick()).toBe("written");
      expect(readdirSync(directory)).toHaveLength(2);
    });

    it("writes a backup that restores into an empty database with the site's rows", async () => {
      expect(await scheduler().tick()).toBe("written");
      const [file] = readdirSync(directory);
      const restored = await createTestTarget(dialect);
      try {
        await restoreBackup(path.join(directory, file!), restored.target, { force: false });
        expect(await restored.open().selectFrom("redirects").select("from_path").execute()).toEqual([{ from_path: "/before-the-backup" }]);
      } finally {
        await restored.remove();
      }
    });

    it("encrypts with BACKUP_PASSPHRASE: the file opens with it only", async () => {
      expect(await scheduler({ passphrase: "correct horse battery staple" }).tick()).toBe("written");
      const file = path.join(directory, readdirSync(directory)[0]!);
      expect((await verifyBackupFile(file)).header.encrypted).toBe(true);
      const restored = await createTestTarget(dialect);
      try {
        await expect(restoreBackup(file, restored.target, { force: false })).rejects.toThrow(/This backup is encrypted/);
        await expect(restoreBackup(file, restored.target, { force: false, passphrase: "a wrong passphrase" })).rejects.toThrow(/Wrong passphrase/);
        await restoreBackup(file, restored.target, { force: false, passphrase: "correct horse battery staple" });
        expect(await restored.open().selectFrom("redirects").select("from_path").execute()).toEqual([{ from_path: "/before-the-backup" }]);
      } finally {
        await restored.remove();
      }
    });

    it("keeps the BACKUP_KEEP newest of its own backups and touches no other file", async () => {
      writeFileSync(path.join(directory, "site-2026-01-01T00-00-00Z.backup"), "taken by hand");
      writeFileSync(path.join(directory, "notes.txt"), "not a backup");
      const backups = scheduler({ keep: 2 });
      for (let round = 0; round < 4; round += 1) {
        expect(await backups.tick()).toBe("written");
        clock.advance(25 * HOUR);
      }
      expect(readdirSync(directory).sort()).toEqual([
        "notes.txt",
        "server-backup-2026-11-28T02-00-00-000Z.backup",
        "server-backup-2026-11-29T03-00-00-000Z.backup",
        "site-2026-01-01T00-00-00Z.backup",
      ]);
      // Every run stays in the history; the deleted ones are marked so.
      expect((await runsOf(db)).map((run) => [run.status, run.file_name, run.removed_at !== null])).toEqual([
        ["ok", "server-backup-2026-11-26T00-00-00-000Z.backup", true],
        ["ok", "server-backup-2026-11-27T01-00-00-000Z.backup", true],
        ["ok", "server-backup-2026-11-28T02-00-00-000Z.backup", false],
        ["ok", "server-backup-2026-11-29T03-00-00-000Z.backup", false],
      ]);
    });

    // Two instances share a database only on PostgreSQL; two SQLite connections in one test
    // process would wait on each other's write lock synchronously, so this one runs on PostgreSQL.
    // Registered there only, so SQLite's run lists no skipped test.
    const onPostgres = dialect === "postgres" ? it : () => undefined;
    onPostgres("is taken by one of two instances looking at the same moment", async () => {
      const instanceA = scheduler();
      const instanceB = scheduler({}, secondConnection());
      const results = await Promise.all([instanceA.tick(), instanceB.tick()]);
      expect(results.sort()).toEqual(["running", "written"]);
      expect(readdirSync(directory).filter(isServerBackupName)).toHaveLength(1);
      expect((await runsOf(db)).map((run) => run.status)).toEqual(["ok"]);
      // Once it is written, neither takes another before the interval.
      expect(await Promise.all([instanceA.tick(), instanceB.tick()])).toEqual(["not-due", "not-due"]);
    });

    it("leaves a due backup to the instance already taking it, and refuses a second one asked for meanwhile", async () => {
      const instanceA = scheduler();
      const instanceB = scheduler({}, secondConnection());
      const first = await instanceA.startNow(adminId);
      expect(first.started).toBe(true);
      expect(await instanceB.tick()).toBe("running");
      expect(await instanceB.startNow(adminId)).toEqual({ started: false, message: BACKUP_ALREADY_RUNNING_MESSAGE });
      expect(await instanceA.startNow(adminId)).toEqual({ started: false, message: BACKUP_ALREADY_RUNNING_MESSAGE });
      await instanceA.stop();
      expect((await runsOf(db)).map((run) => [run.kind, run.status])).toEqual([["manual", "ok"]]);
      expect(readdirSync(directory).filter(isServerBackupName)).toHaveLength(1);
    });

    it("records a failure with its reason and leaves no file", async () => {
      const notADirectory = path.join(directory, "a-file");
      writeFileSync(notADirectory, "");
      expect(await scheduler({ directory: notADirectory }).tick()).toBe("failed");
      const [run] = await runsOf(db);
      expect(run).toMatchObject({ status: "failed", file_name: null, size_bytes: null });
      expect(run!.error).toMatch(/EEXIST|ENOTDIR|not a directory|already exists/);
      expect(readdirSync(directory)).toEqual(["a-file"]);
    });

    it("records a run whose instance died as interrupted once its lease has passed, and then takes a new one", async () => {
      const dead = clock.now().toISOString();
      await db.insertInto("backup_runs").values({ kind: "scheduled", status: "running", started_at: dead, lease_until: new Date(START + BACKUP_LEASE_MS).toISOString() }).execute();
      writeFileSync(path.join(directory, ".server-backup-2026-11-26T00-00-00-000Z.backup.partial-4242-0badc0de"), "cut short");
      const backups = scheduler({ intervalHours: 0.25 });
      clock.advance(BACKUP_LEASE_MS - 1);
      expect(await backups.tick()).toBe("running");
      clock.advance(16 * 60 * 1000);
      expect(await backups.tick()).toBe("written");
      expect((await runsOf(db)).map((run) => [run.status, run.error])).toEqual([
        ["failed", INTERRUPTED_MESSAGE],
        ["ok", null],
      ]);
      // The dead run's temporary file went with the rotation.
      expect(readdirSync(directory).every(isServerBackupName)).toBe(true);
    });
  });
}
