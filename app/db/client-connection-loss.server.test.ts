import { sql } from "kysely";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createDatabase } from "./client.server.ts";

const databaseUrl = process.env.TEST_DATABASE_URL?.trim();
if (!databaseUrl) console.warn("PostgreSQL tests skipped: TEST_DATABASE_URL is not set");

describe.skipIf(!databaseUrl)("a PostgreSQL connection lost while checked out", () => {
  it("fails the transaction using it without crashing the process, and the pool carries on", async () => {
    const lost: string[] = [];
    const handle = createDatabase({ databaseUrl, sqlitePath: ":memory:", postgresPoolSize: 2, onPostgresPoolError: (error) => lost.push(error.message) });
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      const transaction = handle.db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        // As when PostgreSQL restarts: the server ends the connection between two statements.
        await admin.query("select pg_terminate_backend($1)", [rows[0]!.pid]);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await sql`select 1`.execute(trx);
      });
      await expect(transaction).rejects.toThrow();
      expect(lost.join(" ")).toMatch(/terminat/i);
      const after = await sql<{ ok: number }>`select 1 as ok`.execute(handle.db);
      expect(after.rows).toEqual([{ ok: 1 }]);
    } finally {
      await admin.end();
      await handle.close();
    }
  });
});
