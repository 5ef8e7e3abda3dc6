import type { Kysely } from "kysely";
import { expect, it } from "vitest";
import { hasPasskey } from "#app/features/admin/passkeys/has-passkey.server.ts";
import { createSession, getSession } from "#app/features/admin/sessions.server.ts";
import { tablesOfThisDatabase } from "#tests/helpers/tables-of-this-database.ts";
import { applyMigrationsBefore, insertEarlierStaffUser } from "#tests/helpers/migrations-before.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { passkeysMigration } from "./0015-passkeys.ts";

const NOW = "2026-11-26T10:00:00.000Z";
const LATER = "2026-11-26T10:05:00.000Z";

describeEachDatabase(
  "the passkeys migration",
  (getDb) => {
    let userId = 0;

    it("upgrades a database with users and their sessions, which keep working", async () => {
      const db = getDb() as unknown as Kysely<any>;
      await applyMigrationsBefore(db, "0015-passkeys");
      userId = await insertEarlierStaffUser(db, NOW);
      await db.insertInto("staff_users").values({ email: "ravi@kairav.example", password_hash: "hash2", display_name: "Ravi", role: "editor", created_at: NOW, disabled_at: NOW }).execute();
      const before = await db.selectFrom("staff_users").selectAll().orderBy("id").execute();

      await passkeysMigration.up(db);

      expect(await db.selectFrom("staff_users").selectAll().orderBy("id").execute()).toEqual(before);
      expect(await db.selectFrom("staff_passkeys").selectAll().execute()).toEqual([]);
      expect(await hasPasskey(getDb(), userId)).toBe(false);
      // Sessions work as before.
      const { token } = await createSession(getDb(), userId);
      expect(await getSession(getDb(), token)).toMatchObject({ userId, email: "asha@kairav.example" });
    });

    it("keeps one account per passkey, a counter that is not negative, and passkeys and challenges with their account", async () => {
      const db = getDb();
      const passkey = { user_id: userId, credential_id: "Y3JlZGVudGlhbC0x", public_key: Buffer.from([1, 2, 3]), counter: 4_294_967_295, transports: '["internal"]', user_handle: "aGFuZGxl", name: "Work laptop", created_at: NOW, last_used_at: null };
      await db.insertInto("staff_passkeys").values(passkey).execute();
      // A counter is an unsigned 32-bit number: the largest one is stored and read back whole.
      expect(await db.selectFrom("staff_passkeys").select(["counter", "public_key"]).executeTakeFirstOrThrow()).toEqual({ counter: 4_294_967_295, public_key: Buffer.from([1, 2, 3]) });
      expect(await hasPasskey(db, userId)).toBe(true);
      await expect(db.insertInto("staff_passkeys").values({ ...passkey, name: "Same credential" }).execute()).rejects.toThrow();
      await expect(db.insertInto("staff_passkeys").values({ ...passkey, credential_id: "b3RoZXI", counter: -1 }).execute()).rejects.toThrow();
      await expect(db.insertInto("staff_passkeys").values({ ...passkey, credential_id: "b3JwaGFu", user_id: 999_999 }).execute()).rejects.toThrow();

      const challenge = { challenge: "Y2hhbGxlbmdl", purpose: "registration" as const, user_id: userId, user_handle: "aGFuZGxl", created_at: NOW, expires_at: LATER };
      await db.insertInto("webauthn_challenges").values(challenge).execute();
      await expect(db.insertInto("webauthn_challenges").values({ ...challenge, challenge: "b3RoZXI", purpose: "login" as never }).execute()).rejects.toThrow();
      await expect(db.insertInto("webauthn_challenges").values(challenge).execute()).rejects.toThrow();

      await db.deleteFrom("sessions").execute();
      await db.deleteFrom("staff_users").where("id", "=", userId).execute();
      expect(await db.selectFrom("staff_passkeys").select("id").execute()).toEqual([]);
      expect(await db.selectFrom("webauthn_challenges").select("challenge").execute()).toEqual([]);
    });

    it("can be undone", async () => {
      const db = getDb() as unknown as Kysely<any>;
      await passkeysMigration.down!(db);
      const names = (await tablesOfThisDatabase(db)).map((table) => table.name);
      expect(names).not.toContain("staff_passkeys");
      expect(names).not.toContain("webauthn_challenges");
      expect(names).toContain("staff_users");
    });
  },
  { migrate: false },
);
