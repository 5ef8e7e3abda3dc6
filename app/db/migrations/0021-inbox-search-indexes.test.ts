import { type Kysely, sql } from "kysely";
import { expect, it } from "vitest";
import type { Database } from "#app/db/schema.ts";
import { listSubmissions } from "#app/features/admin/inbox/list-submissions.server.ts";
import { applyMigrationsBefore } from "#tests/helpers/migrations-before.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { inboxSearchIndexesMigration } from "./0021-inbox-search-indexes.ts";

const enquiry = (name: string, email: string, createdAt: string) => ({
  name,
  email,
  phone: "+91 98200 12345",
  message: "Please call back.",
  client_address: "203.0.113.7",
  attachment_id: null,
  status: "new",
  created_at: createdAt,
  handled_at: null,
});

const trigramIndexes = async (db: Kysely<any>) =>
  (await sql<{ indexname: string }>`select indexname from pg_indexes where schemaname = current_schema() and indexname like '%trigram_idx' order by indexname`.execute(db)).rows.map((row) => row.indexname);

const searched = async (db: Kysely<Database>, q: string) => (await listSubmissions(db, "enquiries", { q, status: null, job: null })).rows.map((row) => row.name);

describeEachDatabase(
  "the inbox search indexes migration",
  (getDb, { dialect }) => {
    it("keeps every enquiry, and a search by part of a name or an address finds the same ones; PostgreSQL indexes the trigrams", async () => {
      const db = getDb() as unknown as Kysely<any>;
      await applyMigrationsBefore(db, "0021");
      await db
        .insertInto("enquiries")
        .values([enquiry("Anita Desai", "anita.desai@example.com", "2026-11-01T09:00:00.000Z"), enquiry("Vikram Rao", "vikram@rao.example", "2026-11-02T09:00:00.000Z")])
        .execute();

      await inboxSearchIndexesMigration.up(db);

      expect(await db.selectFrom("enquiries").select("name").orderBy("id").execute()).toEqual([{ name: "Anita Desai" }, { name: "Vikram Rao" }]);
      expect(await searched(getDb(), "DESAI")).toEqual(["Anita Desai"]);
      expect(await searched(getDb(), "rao.ex")).toEqual(["Vikram Rao"]);
      expect(await searched(getDb(), "50%")).toEqual([]);
      if (dialect === "postgres") {
        expect(await trigramIndexes(db)).toEqual(["applications_email_trigram_idx", "applications_name_trigram_idx", "enquiries_email_trigram_idx", "enquiries_name_trigram_idx"]);
      }
    });

    it("can be undone, keeping the enquiries and the search", async () => {
      const db = getDb() as unknown as Kysely<any>;
      await inboxSearchIndexesMigration.down!(db);
      expect(await db.selectFrom("enquiries").select("name").orderBy("id").execute()).toEqual([{ name: "Anita Desai" }, { name: "Vikram Rao" }]);
      expect(await searched(getDb(), "desai")).toEqual(["Anita Desai"]);
      if (dialect === "postgres") expect(await trigramIndexes(db)).toEqual([]);
    });
  },
  { migrate: false },
);
