import { createHash } from "node:crypto";
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { LATEST_SCHEMA_VERSION, migrateTo } from "#app/db/migrate.server.ts";
import { verifyPassword } from "#app/features/admin/hash-password.server.ts";
import { findActiveStaffUserByEmail } from "#app/features/admin/staff-users.server.ts";
import { ArchiveError } from "#app/features/backup/archive-error.ts";
import { type ArchiveManifest, MANIFEST_ENTRY } from "#app/features/backup/archive-manifest.ts";
import { importArchive } from "#app/features/backup/import-archive.server.ts";
import { readTar } from "#app/features/backup/read-tar.server.ts";
import { describeTables } from "#app/features/backup/describe-tables.server.ts";
import { readSequences } from "#app/features/backup/table-sequences.server.ts";
import { TarWriter } from "#app/features/backup/write-tar.server.ts";
import { writeTablesArchive } from "#app/features/backup/write-tables-archive.server.ts";
import { rebuildSearchDocuments } from "#app/features/search/rebuild-search-documents.server.ts";
import { getTestDatabaseTargets } from "#tests/helpers/test-database.ts";
import { createTestTarget, readAllRows, readSearchDocuments, type TestTarget } from "./backup-targets.ts";
import { fillSiteDatabase, STAFF_EMAIL, STAFF_PASSWORD } from "./fill-site-database.ts";

const SLOW = 180_000;
const workDirectory = mkdtempSync(path.join(os.tmpdir(), "kairav-export-test-"));
const targets: TestTarget[] = [];
afterAll(async () => {
  for (const target of targets) await target.remove();
  rmSync(workDirectory, { recursive: true, force: true });
});

async function newTarget(dialect: "sqlite" | "postgres"): Promise<TestTarget> {
  const target = await createTestTarget(dialect);
  targets.push(target);
  return target;
}

let fileCount = 0;
function archivePath(): string {
  return path.join(workDirectory, `archive-${++fileCount}.tar.gz`);
}

const importOptions = { force: false, rebuildDerived: rebuildSearchDocuments };

/** The same archive with its manifest changed, as a newer version of the code would write it. */
async function rewriteManifest(source: string, change: (manifest: ArchiveManifest) => void): Promise<string> {
  const output = archivePath();
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(output));
  const tar = new TarWriter(gzip);
  const input = createReadStream(source).pipe(createGunzip());
  for await (const entry of readTar(input)) {
    const parts: Buffer[] = [];
    for await (const chunk of entry.body) parts.push(chunk);
    let data = Buffer.concat(parts);
    if (entry.name === MANIFEST_ENTRY) {
      const manifest = JSON.parse(data.toString("utf8")) as ArchiveManifest;
      change(manifest);
      data = Buffer.from(JSON.stringify(manifest));
    }
    await tar.addEntry(entry.name, data);
  }
  await tar.finish();
  gzip.end();
  await written;
  return output;
}

describe("export and import", () => {
  const middle = getTestDatabaseTargets().includes("postgres") ? "postgres" : "sqlite";

  it(
    `moves a site SQLite → ${middle === "postgres" ? "PostgreSQL" : "SQLite"} → SQLite with every row and byte equal`,
    async () => {
      const source = await newTarget("sqlite");
      await migrateTo(source.open(), LATEST_SCHEMA_VERSION);
      await fillSiteDatabase(source.open());
      const original = await readAllRows(source.open());
      const originalSearch = await readSearchDocuments(source.open());
      const { tables } = await describeTables(source.open());
      const originalSequences = await readSequences(source.open(), tables);

      const first = archivePath();
      const exported = await writeTablesArchive(source.open(), first, { kind: "export" });
      expect(exported.manifest.tables.find((table) => table.name === "attachments")?.rows).toBe(3);
      expect(exported.manifest.derived.map((table) => table.name)).toContain("search_documents");

      const moved = await newTarget(middle);
      await importArchive(first, moved.target, importOptions);
      expect(await readAllRows(moved.open())).toEqual(original);

      const second = archivePath();
      await writeTablesArchive(moved.open(), second, { kind: "export" });
      const back = await newTarget("sqlite");
      const result = await importArchive(second, back.target, importOptions);
      expect(result.replaced).toBe(false);

      const final = await readAllRows(back.open());
      expect(final).toEqual(original);
      expect(Object.keys(final).length).toBe(exported.manifest.tables.length);
      // The stored bytes hash to the checksum stored beside them when they were received.
      const attachments = await back.open().selectFrom("attachments").select(["data", "sha256", "size_bytes"]).execute();
      for (const attachment of attachments) {
        expect(createHash("sha256").update(attachment.data).digest("hex")).toBe(attachment.sha256);
        expect(attachment.data.length).toBe(attachment.size_bytes);
      }
      // Counters keep their place: the deleted post's id is not handed out again.
      expect(await readSequences(back.open(), tables)).toEqual(originalSequences);
      const next = await back
        .open()
        .insertInto("posts")
        .values({ title: "New", slug: "new", content: "x", cover: null, excerpt: null, author_name: "Staff", published_on: "2026-11-21", status: "draft", created_at: "2026-11-21T00:00:00.000Z", updated_at: "2026-11-21T00:00:00.000Z" })
        .returning("id")
        .executeTakeFirstOrThrow();
      expect(next.id).toBe(originalSequences.posts! + 1);
      // The search was rebuilt from the pages, posts and jobs: a visitor finds the same things.
      expect(await readSearchDocuments(moved.open())).toEqual(originalSearch);
      expect(await readSearchDocuments(back.open())).toEqual(originalSearch);

      // The owner still signs in with the old password.
      const owner = await findActiveStaffUserByEmail(back.open(), STAFF_EMAIL);
      expect(owner).toBeDefined();
      expect(await verifyPassword(STAFF_PASSWORD, owner!.password_hash)).toBe(true);
      expect(await verifyPassword("not the password at all", owner!.password_hash)).toBe(false);
    },
    SLOW,
  );

  for (const dialect of getTestDatabaseTargets()) {
    it(
      `[${dialect}] exports every table of the migrated schema except the derived ones`,
      async () => {
        const database = await newTarget(dialect);
        await migrateTo(database.open(), LATEST_SCHEMA_VERSION);
        const file = archivePath();
        const { manifest } = await writeTablesArchive(database.open(), file, { kind: "export" });
        // Kysely's own introspection, not the exporter's: a table a later migration adds shows up here.
        const { rows } = dialect === "postgres" ? await sql<{ schema: string }>`select current_schema() as schema`.execute(database.open()) : { rows: [] };
        const schemaTables = (await database.open().introspection.getTables())
          .filter((table) => dialect === "sqlite" || table.schema === rows[0]?.schema)
          .map((table) => table.name);
        const derived = ["search_documents", "search_index", "search_index_config", "search_index_data", "search_index_docsize", "search_index_idx"];
        const expected = schemaTables.filter((name) => !derived.includes(name)).sort();
        expect(manifest.tables.map((table) => table.name).sort()).toEqual(expected);
        expect(expected).toContain("enquiries");
        for (const table of manifest.tables) expect(manifest.entries[`tables/${table.name}.jsonl`]).toBeDefined();
      },
      SLOW,
    );

    it(
      `[${dialect}] loads an older archive at its version, then migrates it`,
      async () => {
        const old = await newTarget(dialect);
        await migrateTo(old.open(), "0011-staff-accounts");
        await old
          .open()
          .insertInto("posts")
          .values({ title: "From before search", slug: "before-search", content: "Kubernetes migration notes", cover: null, excerpt: null, author_name: "Staff", published_on: "2026-01-02", status: "published", created_at: "2026-01-02T00:00:00.000Z", updated_at: "2026-01-02T00:00:00.000Z" })
          .execute();
        const file = archivePath();
        const { manifest } = await writeTablesArchive(old.open(), file, { kind: "export" });
        expect(manifest.schemaVersion).toBe("0011-staff-accounts");

        const target = await newTarget(dialect);
        const result = await importArchive(file, target.target, importOptions);
        expect(result.migratedAfterLoad).toContain("0012-site-search");
        expect(result.migratedAfterLoad.at(-1)).toBe(LATEST_SCHEMA_VERSION);
        const posts = await target.open().selectFrom("posts").select(["slug"]).execute();
        expect(posts).toEqual([{ slug: "before-search" }]);
        const found = await readSearchDocuments(target.open());
        expect(found.map((row) => row.url)).toContain("/blog/1");

        // Over a database at the latest schema that holds data: it goes back to the archive's
        // version, loads, and comes forward again.
        await target.open().insertInto("categories").values({ name: "Newer", slug: "newer" }).execute();
        await target.disconnect();
        const forced = await importArchive(file, target.target, { ...importOptions, force: true });
        expect(forced.replaced).toBe(true);
        expect(forced.migratedAfterLoad).toContain("0012-site-search");
        expect(await target.open().selectFrom("categories").select("slug").execute()).toEqual([]);
        expect(await target.open().selectFrom("posts").select(["slug"]).execute()).toEqual([{ slug: "before-search" }]);
      },
      SLOW,
    );

    it(
      `[${dialect}] refuses an archive from a newer schema and a target that holds data, unless forced`,
      async () => {
        const source = await newTarget(dialect);
        await migrateTo(source.open(), LATEST_SCHEMA_VERSION);
        await source.open().insertInto("categories").values({ name: "Archive", slug: "archive" }).execute();
        const file = archivePath();
        await writeTablesArchive(source.open(), file, { kind: "export" });

        const newer = await rewriteManifest(file, (manifest) => {
          manifest.schemaVersion = "9999-from-a-later-release";
        });
        const empty = await newTarget(dialect);
        const refusal = await importArchive(newer, empty.target, importOptions).catch((error: unknown) => error);
        expect(refusal).toBeInstanceOf(ArchiveError);
        expect(refusal).toMatchObject({ problem: "newer-schema" });
        expect((refusal as Error).message).toMatch(/9999-from-a-later-release.*newer than this code/);

        const busy = await newTarget(dialect);
        await migrateTo(busy.open(), LATEST_SCHEMA_VERSION);
        await busy.open().insertInto("categories").values({ name: "Busy", slug: "busy" }).execute();
        await busy.disconnect();
        const notEmpty = await importArchive(file, busy.target, importOptions).catch((error: unknown) => error);
        expect(notEmpty).toMatchObject({ problem: "target-not-empty" });
        expect((notEmpty as Error).message).toMatch(/categories: 1.*--force/);
        expect(await busy.open().selectFrom("categories").select("slug").execute()).toEqual([{ slug: "busy" }]);
        await busy.disconnect();

        const forced = await importArchive(file, busy.target, { ...importOptions, force: true });
        expect(forced.replaced).toBe(true);
        expect(await busy.open().selectFrom("categories").select("slug").execute()).toEqual([{ slug: "archive" }]);
      },
      SLOW,
    );
  }
});
