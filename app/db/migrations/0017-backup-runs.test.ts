import type { Kysely } from "kysely";
import { expect, it } from "vitest";
import { applyMigrationsBefore, insertEarlierStaffUser } from "#tests/helpers/migrations-before.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { backupRunsMigration } from "./0017-backup-runs.ts";

const NOW = "2026-11-27T10:00:00.000Z";

describeEachDatabase(
  "the backup runs migration",
  (getDb) => {
    let userId = 0;

    it("upgrades a database with staff and redirects, keeping them all", async () => {
      const db = getDb() as unknown as Kysely<any>;
      await applyMigrationsBefore(db, "0017");
      userId = await insertEarlierStaffUser(db, NOW);
      await db.insertInto("redirects").values({ from_path: "/old", to_target: "/new", status: 301, created_at: NOW, created_by: userId, updated_at: NOW, updated_by: userId }).execute();

      await backupRunsMigration.up(db);

      expect(await db.selectFrom("staff_users").select(["email", "role"]).execute()).toEqual([{ email: "asha@kairav.example", role: "admin" }]);
      expect(await db.selectFrom("redirects").select(["from_path", "to_target"]).execute()).toEqual([{ from_path: "/old", to_target: "/new" }]);
      expect(await db.selectFrom("backup_runs").selectAll().execute()).toEqual([]);
    });

    it("stores runs with sizes past 2 GiB, only known kinds and statuses, and keeps a run when its admin leaves", async () => {
      const db = getDb();
      const run = { kind: "manual" as const, requested_by: userId, status: "ok" as const, started_at: NOW, finished_at: NOW, file_name: "server-backup-x.backup", size_bytes: 5 * 1024 ** 3 };
      await db.insertInto("backup_runs").values(run).execute();
      expect(await db.selectFrom("backup_runs").select(["kind", "status", "size_bytes", "error", "removed_at"]).execute()).toEqual([
        { kind: "manual", status: "ok", size_bytes: 5 * 1024 ** 3, error: null, removed_at: null },
      ]);
      await expect(db.insertInto("backup_runs").values({ ...run, kind: "hourly" as never }).execute()).rejects.toThrow();
      await expect(db.insertInto("backup_runs").values({ ...run, status: "done" as never }).execute()).rejects.toThrow();
      await db.deleteFrom("staff_users").where("id", "=", userId).execute();
      expect(await db.selectFrom("backup_runs").select(["requested_by"]).execute()).toEqual([{ requested_by: null }]);
    });

    it("can be undone", async () => {
      const db = getDb() as unknown as Kysely<any>;
      await backupRunsMigration.down!(db);
      await expect(db.selectFrom("backup_runs").select("id").execute()).rejects.toThrow();
      expect(await db.selectFrom("redirects").select("from_path").execute()).toEqual([{ from_path: "/old" }]);
    });
  },
  { migrate: false },
);
