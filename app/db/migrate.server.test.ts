import { sql } from "kysely";
import { expect, it } from "vitest";
import { tablesOfThisDatabase } from "#tests/helpers/tables-of-this-database.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { allMigrations } from "#app/db/migrations/all-migrations.ts";

const EXPECTED_TABLES = [
  "applications",
  "attachments",
  "audit_log",
  "backup_runs",
  "categories",
  "comments",
  "enquiries",
  "job_requirements",
  "jobs",
  "media_items",
  "media_variants",
  "outbox",
  "page_redirects",
  "page_revisions",
  "pages",
  "password_reset_tokens",
  "post_categories",
  "posts",
  "redirects",
  "search_documents",
  "sessions",
  "site_document_revisions",
  "site_documents",
  "staff_invitations",
  "staff_passkeys",
  "staff_recovery_codes",
  "staff_security_settings",
  "staff_sign_in_challenges",
  "staff_totp",
  "staff_users",
  "used_challenges",
  "vitals",
  "vitals_daily",
  "vitals_rollup_days",
  "webauthn_challenges",
];

const EXPECTED_INDEXES = [
  "page_revisions_page_id_idx",
  "site_document_revisions_name_idx",
  "media_variants_item_id_idx",
  "posts_status_published_on_id_idx",
  "comments_post_id_status_created_at_idx",
  "jobs_status_date_posted_id_idx",
  "enquiries_status_created_at_id_idx",
  "applications_status_created_at_id_idx",
  "outbox_status_next_attempt_at_idx",
  "vitals_route_created_at_idx",
  "sessions_expires_at_idx",
];

describeEachDatabase(
  "migrateToLatest",
  (getDb, { dialect }) => {
    it("applies every migration to an empty database, in order", async () => {
      const applied = await migrateToLatest(getDb());
      expect(applied).toEqual(Object.keys(allMigrations).sort());
      expect(applied[0]).toBe("0001-initial");
    });

    it("creates every table of the schema", async () => {
      const tables = await tablesOfThisDatabase(getDb());
      // search_index and its shadow tables are SQLite's FTS5 index of search_documents, which PostgreSQL keeps in a column.
      const names = tables.map((table) => table.name).filter((name) => !name.startsWith("kysely_") && !name.startsWith("search_index"));
      expect(names.sort()).toEqual(EXPECTED_TABLES);
    });

    it("creates the indexes the main queries rely on", async () => {
      const db = getDb();
      const rows =
        dialect === "sqlite"
          ? (await sql<{ name: string }>`select name from sqlite_master where type = 'index'`.execute(db)).rows
          : (
              await sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = current_schema()`.execute(
                db,
              )
            ).rows;
      const names = rows.map((row) => row.name);
      for (const index of EXPECTED_INDEXES) expect(names).toContain(index);
    });

    it("is idempotent: a second run applies nothing and keeps the data", async () => {
      const db = getDb();
      await db
        .insertInto("categories")
        .values({ name: "Security", slug: "security" })
        .execute();
      expect(await migrateToLatest(db)).toEqual([]);
      expect(await migrateToLatest(db)).toEqual([]);
      const rows = await db.selectFrom("categories").select("slug").execute();
      expect(rows).toEqual([{ slug: "security" }]);
    });

    it("enforces status values and unique slugs on both databases", async () => {
      const db = getDb();
      const timestamp = "2026-01-01T00:00:00.000Z";
      const post = {
        title: "T",
        slug: "constraint-check",
        content: "c",
        author_name: "A",
        published_on: "2026-01-01",
        created_at: timestamp,
        updated_at: timestamp,
      };
      await expect(
        // @ts-expect-error -- an invalid status must be rejected by the database too
        db.insertInto("posts").values({ ...post, status: "archived" }).execute(),
      ).rejects.toThrow();
      await db.insertInto("posts").values({ ...post, status: "published" }).execute();
      await expect(db.insertInto("posts").values({ ...post, status: "draft" }).execute()).rejects.toThrow();
    });
  },
  { migrate: false },
);
