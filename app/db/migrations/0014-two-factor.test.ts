import type { Kysely } from "kysely";
import { expect, it } from "vitest";
import { createSession, getSession, hashSessionToken } from "#app/features/admin/sessions.server.ts";
import { tablesOfThisDatabase } from "#tests/helpers/tables-of-this-database.ts";
import { applyMigrationsBefore, insertEarlierStaffUser } from "#tests/helpers/migrations-before.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { twoFactorMigration } from "./0014-two-factor.ts";

const NOW = "2026-11-26T10:00:00.000Z";

describeEachDatabase(
  "the two-factor migration",
  (getDb) => {
    let userId = 0;
    const token = "an-open-session-token-from-before-the-upgrade";

    it("upgrades a database with users and open sessions, which keep working without a second factor", async () => {
      const db = getDb() as unknown as Kysely<any>;
      await applyMigrationsBefore(db, "0014");
      userId = await insertEarlierStaffUser(db, NOW);
      const opened = new Date().toISOString();
      const expires = new Date(Date.now() + 60 * 60 * 1000).toISOString();
      const session = { id: hashSessionToken(token), user_id: userId, csrf_token: "csrf", created_at: opened, last_seen_at: opened, expires_at: expires, user_agent: "Firefox/133.0", client_address: "203.0.113.9" };
      await db.insertInto("sessions").values(session).execute();

      await twoFactorMigration.up(db);

      expect(await db.selectFrom("sessions").selectAll().execute()).toEqual([{ ...session, second_factor: null }]);
      expect(await getSession(getDb(), token)).toMatchObject({ userId, email: "asha@kairav.example", secondFactor: null });
      expect(await db.selectFrom("staff_users").select(["email", "role"]).execute()).toEqual([{ email: "asha@kairav.example", role: "admin" }]);
      // Nobody is made to use two-factor by the upgrade.
      expect(await db.selectFrom("staff_security_settings").selectAll().execute()).toEqual([{ id: 1, require_two_factor: 0, updated_at: null, updated_by: null }]);
      const fresh = await createSession(getDb(), userId, { secondFactor: "totp" });
      expect(await getSession(getDb(), fresh.token)).toMatchObject({ userId, secondFactor: "totp" });
    });

    it("keeps one settings row and known second factors, and the account's rows go with it", async () => {
      const db = getDb();
      await expect(db.insertInto("staff_security_settings").values({ id: 2, require_two_factor: 0, updated_at: null, updated_by: null }).execute()).rejects.toThrow();
      await expect(db.updateTable("staff_security_settings").set({ require_two_factor: 2 }).execute()).rejects.toThrow();
      await expect(db.updateTable("sessions").set({ second_factor: "sms" as never }).execute()).rejects.toThrow();
      await db.insertInto("staff_totp").values({ user_id: userId, secret: "plain:ABC", created_at: NOW, confirmed_at: NOW, last_used_step: 59_000_000 }).execute();
      await db.insertInto("staff_recovery_codes").values({ user_id: userId, code_hash: "hash-1", created_at: NOW }).execute();
      await expect(db.insertInto("staff_recovery_codes").values({ user_id: userId, code_hash: "hash-1", created_at: NOW }).execute()).rejects.toThrow();
      await db.insertInto("staff_sign_in_challenges").values({ id: "challenge", user_id: userId, csrf_token: "c", next_path: "/admin", created_at: NOW, expires_at: NOW }).execute();
      expect(await db.selectFrom("staff_sign_in_challenges").select("failed_attempts").execute()).toEqual([{ failed_attempts: 0 }]);

      await db.deleteFrom("sessions").execute();
      await db.deleteFrom("staff_users").where("id", "=", userId).execute();
      for (const table of ["staff_totp", "staff_recovery_codes", "staff_sign_in_challenges"] as const) {
        expect(await db.selectFrom(table).select("user_id").execute(), table).toEqual([]);
      }
    });

    it("can be undone", async () => {
      const db = getDb() as unknown as Kysely<any>;
      await twoFactorMigration.down!(db);
      const tables = await tablesOfThisDatabase(db);
      for (const name of ["staff_totp", "staff_recovery_codes", "staff_sign_in_challenges", "staff_security_settings"]) expect(tables.map((table) => table.name)).not.toContain(name);
      expect(tables.find((table) => table.name === "sessions")!.columns.map((column) => column.name)).not.toContain("second_factor");
    });
  },
  { migrate: false },
);
