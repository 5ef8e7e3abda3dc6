import { mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { createDatabase, type DatabaseHandle } from "#app/db/client.server.ts";

describe("createDatabase (SQLite)", () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  function open(sqlitePath: string): DatabaseHandle {
    const handle = createDatabase({ sqlitePath });
    cleanups.push(() => handle.close());
    return handle;
  }

  it("creates missing parent folders and applies the connection pragmas", async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "kairav-client-"));
    cleanups.push(() => rmSync(root, { recursive: true, force: true }));
    const file = path.join(root, "nested", "data", "site.db");

    const { db, dialect } = open(file);
    expect(dialect).toBe("sqlite");
    const pragma = async (name: string) =>
      Object.values((await sql.raw<Record<string, unknown>>(`pragma ${name}`).execute(db)).rows[0] ?? {})[0];

    expect(await pragma("journal_mode")).toBe("wal");
    expect(await pragma("foreign_keys")).toBe(1);
    expect(await pragma("busy_timeout")).toBe(5000);
    expect(await pragma("synchronous")).toBe(1); // NORMAL
    expect(statSync(file).isFile()).toBe(true);
  });

  it("accepts :memory: without touching the file system", async () => {
    const { db } = open(":memory:");
    const result = await sql<{ answer: number }>`select 42 as answer`.execute(db);
    expect(result.rows).toEqual([{ answer: 42 }]);
  });

  it("can be closed twice", async () => {
    const handle = createDatabase({ sqlitePath: ":memory:" });
    await handle.close();
    await expect(handle.close()).resolves.toBeUndefined();
  });
});

describeEachDatabase("aggregates", (getDb) => {
  it("returns counts, sums and averages as numbers on every database", async () => {
    const db = getDb();
    await db
      .insertInto("vitals")
      .values([
        { route: "/", name: "LCP", value: 1200, created_at: "2026-11-21T10:00:00.000Z" },
        { route: "/", name: "LCP", value: 1800, created_at: "2026-11-21T10:01:00.000Z" },
        { route: "/", name: "CLS", value: 0.05, created_at: "2026-11-21T10:02:00.000Z" },
      ])
      .execute();

    const row = await db
      .selectFrom("vitals")
      .where("name", "=", "LCP")
      .select((eb) => [
        eb.fn.countAll<number>().as("count"),
        eb.fn.sum<number>(sql<number>`cast(${eb.ref("value")} as integer)`).as("integer_sum"),
        eb.fn.avg<number>(sql<number>`cast(${eb.ref("value")} as integer)`).as("integer_avg"),
        eb.fn.max("value").as("max"),
      ])
      .executeTakeFirstOrThrow();

    expect(row).toEqual({ count: 2, integer_sum: 3000, integer_avg: 1500, max: 1800 });
    const cls = await db.selectFrom("vitals").where("name", "=", "CLS").select("value").executeTakeFirstOrThrow();
    // double precision on PostgreSQL, REAL (8-byte) on SQLite: no float4 rounding.
    expect(cls.value).toBe(0.05);
  });
});
