import type { Kysely } from "kysely";
import { expect, it } from "vitest";
import { tablesOfThisDatabase } from "#tests/helpers/tables-of-this-database.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { initialMigration } from "./0001-initial.ts";
import { attachmentWarningsMigration } from "./0002-attachment-warnings.ts";
import { pagesMigration } from "./0003-pages.ts";
import { mediaMigration } from "./0004-media.ts";
import { siteDocumentsMigration } from "./0005-site-documents.ts";
import { staffRolesMigration } from "./0006-staff-roles.ts";

const NOW = "2026-11-25T10:00:00.000Z";
const LATER = "2026-11-25T11:00:00.000Z";

// Kysely<any>: the rows are written as they were before the migration, which the app's types no longer describe.
async function insertUser(db: Kysely<any>, email: string, disabledAt: string | null = null): Promise<number> {
  const row = await db
    .insertInto("staff_users")
    .values({ email, password_hash: `hash of ${email}`, created_at: NOW, disabled_at: disabledAt })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

describeEachDatabase(
  "the staff roles migration",
  (getDb) => {
    let asha = 0;
    let ravi = 0;

    it("upgrades a database with users, sessions and their pages into admins named after their email, losing nothing", async () => {
      const db = getDb() as unknown as Kysely<any>;
      for (const migration of [initialMigration, attachmentWarningsMigration, pagesMigration, mediaMigration, siteDocumentsMigration]) await migration.up(db);
      asha = await insertUser(db, "asha.k@kairav.example");
      ravi = await insertUser(db, "ravi@kairav.example", LATER);
      // The newest user deleted by hand: AUTOINCREMENT must not give its id to the next account.
      const removed = await insertUser(db, "removed@kairav.example");
      await db.deleteFrom("staff_users").where("id", "=", removed).execute();
      await db.insertInto("sessions").values({ id: "session-hash", user_id: asha, csrf_token: "csrf", created_at: NOW, last_seen_at: NOW, expires_at: LATER }).execute();
      await db
        .insertInto("pages")
        .values({ family: "services", slug: "kept", position: 0, published: "{}", draft: null, version: 1, publish_at: null, created_at: NOW, updated_at: NOW, updated_by: asha })
        .execute();

      await staffRolesMigration.up(db);

      expect(await getDb().selectFrom("staff_users").selectAll().orderBy("id").execute()).toEqual([
        { id: asha, email: "asha.k@kairav.example", password_hash: "hash of asha.k@kairav.example", display_name: "asha.k", role: "admin", created_at: NOW, disabled_at: null },
        { id: ravi, email: "ravi@kairav.example", password_hash: "hash of ravi@kairav.example", display_name: "ravi", role: "admin", created_at: NOW, disabled_at: LATER },
      ]);
      expect(await db.selectFrom("sessions").select(["id", "user_id"]).execute()).toEqual([{ id: "session-hash", user_id: asha }]);
      expect(await db.selectFrom("pages").select(["slug", "updated_by"]).execute()).toEqual([{ slug: "kept", updated_by: asha }]);
      const next = await getDb()
        .insertInto("staff_users")
        .values({ email: "new@kairav.example", password_hash: "h", display_name: "New", role: "editor", created_at: NOW, disabled_at: null })
        .returning("id")
        .executeTakeFirstOrThrow();
      expect(next.id).toBeGreaterThan(removed);
    });

    it("requires a known role and a name for every new account, and keeps emails unique", async () => {
      const db = getDb() as unknown as Kysely<any>;
      const user = { email: "other@kairav.example", password_hash: "h", display_name: "Other", role: "sales", created_at: NOW, disabled_at: null };
      await expect(db.insertInto("staff_users").values({ ...user, role: "owner" }).execute()).rejects.toThrow();
      await expect(db.insertInto("staff_users").values({ ...user, role: undefined }).execute()).rejects.toThrow();
      await expect(db.insertInto("staff_users").values({ ...user, display_name: undefined }).execute()).rejects.toThrow();
      await expect(db.insertInto("staff_users").values({ ...user, email: "ravi@kairav.example" }).execute()).rejects.toThrow();
    });

    it("keeps the foreign keys pointing at the rebuilt table", async () => {
      const db = getDb();
      await expect(
        db.insertInto("sessions").values({ id: "orphan", user_id: 999_999, csrf_token: "c", created_at: NOW, last_seen_at: NOW, expires_at: LATER }).execute(),
      ).rejects.toThrow();
      await db.deleteFrom("staff_users").where("id", "=", asha).execute();
      expect(await db.selectFrom("sessions").select("id").execute()).toEqual([]);
      expect(await db.selectFrom("pages").select(["slug", "updated_by"]).execute()).toEqual([{ slug: "kept", updated_by: null }]);
    });

    it("can be undone, keeping the accounts", async () => {
      const db = getDb() as unknown as Kysely<any>;
      await staffRolesMigration.down!(db);
      const columns = (await tablesOfThisDatabase(db)).find((table) => table.name === "staff_users")!.columns.map((column) => column.name);
      expect(columns).not.toContain("role");
      expect(columns).not.toContain("display_name");
      expect(await db.selectFrom("staff_users").select("email").orderBy("id").execute()).toEqual([{ email: "ravi@kairav.example" }, { email: "new@kairav.example" }]);
    });
  },
  { migrate: false },
);
