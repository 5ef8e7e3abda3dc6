import type { Kysely } from "kysely";
import { expect, it } from "vitest";
import { createSession, getSession, hashSessionToken } from "#app/features/admin/sessions.server.ts";
import { tablesOfThisDatabase } from "#tests/helpers/tables-of-this-database.ts";
import { applyMigrationsBefore, insertEarlierStaffUser } from "#tests/helpers/migrations-before.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { allMigrations } from "./all-migrations.ts";
import { staffAccountsMigration } from "./0011-staff-accounts.ts";

const NOW = "2026-11-25T10:00:00.000Z";

const LATER = "2026-11-25T22:00:00.000Z";

describeEachDatabase(
  "the staff accounts migration",
  (getDb) => {
    let userId = 0;

    it("upgrades a database with users and open sessions, which keep working", async () => {
      const db = getDb() as unknown as Kysely<any>;
      await applyMigrationsBefore(db, "0011");
      userId = await insertEarlierStaffUser(db, NOW);
      // A session opened before the upgrade, stored as the app stored it then.
      const token = "an-open-session-token-from-before-the-upgrade";
      const opened = new Date().toISOString();
      const expires = new Date(Date.now() + 60 * 60 * 1000).toISOString();
      await db
        .insertInto("sessions")
        .values({ id: hashSessionToken(token), user_id: userId, csrf_token: "csrf", created_at: opened, last_seen_at: opened, expires_at: expires })
        .execute();

      await staffAccountsMigration.up(db);

      expect(await db.selectFrom("sessions").selectAll().execute()).toEqual([
        { id: hashSessionToken(token), user_id: userId, csrf_token: "csrf", created_at: opened, last_seen_at: opened, expires_at: expires, user_agent: null, client_address: null },
      ]);
      expect(await db.selectFrom("staff_users").select(["email", "role"]).execute()).toEqual([{ email: "asha@kairav.example", role: "admin" }]);
      // And today's code keeps the session and opens new ones, with where they came from, once the
      // later migrations are applied too; they are undone after, for the checks of this one below.
      const later = Object.entries(allMigrations).filter(([name]) => name >= "0012");
      for (const [, migration] of later) await migration.up(db);
      expect(await getSession(getDb(), token)).toMatchObject({ userId, email: "asha@kairav.example", csrfToken: "csrf" });
      const fresh = await createSession(getDb(), userId, { origin: { userAgent: "Firefox/133.0", clientAddress: "203.0.113.9" } });
      expect(await getSession(getDb(), fresh.token)).toMatchObject({ userId, email: "asha@kairav.example" });
      for (const [, migration] of later.reverse()) await migration.down!(db);
    });

    it("keeps reset links and invitations with their account, and refuses an unknown role or status", async () => {
      const db = getDb();
      await db.insertInto("password_reset_tokens").values({ id: "reset-hash", user_id: userId, created_at: NOW, expires_at: LATER }).execute();
      const invitation = { token_hash: "invite-hash", email: "new@kairav.example", role: "editor" as const, status: "pending" as const, invited_by: userId, created_at: NOW, expires_at: LATER, closed_at: null };
      await db.insertInto("staff_invitations").values(invitation).execute();
      await expect(db.insertInto("staff_invitations").values({ ...invitation, token_hash: "other", role: "owner" as never }).execute()).rejects.toThrow();
      await expect(db.insertInto("staff_invitations").values({ ...invitation, token_hash: "other", status: "used" as never }).execute()).rejects.toThrow();
      await expect(db.insertInto("staff_invitations").values(invitation).execute()).rejects.toThrow();
      await expect(db.insertInto("password_reset_tokens").values({ id: "orphan", user_id: 999_999, created_at: NOW, expires_at: LATER }).execute()).rejects.toThrow();

      await db.deleteFrom("sessions").execute();
      await db.deleteFrom("staff_users").where("id", "=", userId).execute();
      expect(await db.selectFrom("password_reset_tokens").select("id").execute()).toEqual([]);
      expect(await db.selectFrom("staff_invitations").select(["email", "invited_by"]).execute()).toEqual([{ email: "new@kairav.example", invited_by: null }]);
    });

    it("can be undone", async () => {
      const db = getDb() as unknown as Kysely<any>;
      await staffAccountsMigration.down!(db);
      const tables = await tablesOfThisDatabase(db);
      expect(tables.map((table) => table.name)).not.toContain("staff_invitations");
      expect(tables.map((table) => table.name)).not.toContain("password_reset_tokens");
      const columns = tables.find((table) => table.name === "sessions")!.columns.map((column) => column.name);
      expect(columns).not.toContain("user_agent");
      expect(columns).not.toContain("client_address");
    });
  },
  { migrate: false },
);
