import { describe, expect, it } from "vitest";
import { createTestDatabase, getTestDatabaseTargets } from "#tests/helpers/test-database.ts";
import { isDatabaseReady } from "#app/db/check-ready.server.ts";
import { createDatabase } from "#app/db/client.server.ts";

describe("isDatabaseReady", () => {
  for (const dialect of getTestDatabaseTargets()) {
    it(`is true on a live ${dialect} database and false once it is closed`, async () => {
      const handle = await createTestDatabase(dialect, { migrate: false });
      try {
        expect(await isDatabaseReady(handle.db)).toBe(true);
      } finally {
        await handle.close();
      }
      expect(await isDatabaseReady(handle.db)).toBe(false);
    });
  }

  it("is false when PostgreSQL is unreachable, within the timeout", async () => {
    // Port 1 on localhost refuses connections at once: no server listens there.
    const handle = createDatabase({ databaseUrl: "postgres://nobody@127.0.0.1:1/none", sqlitePath: ":memory:" });
    try {
      const started = Date.now();
      expect(await isDatabaseReady(handle.db, 3000)).toBe(false);
      expect(Date.now() - started).toBeLessThan(3500);
    } finally {
      await handle.close();
    }
  });
});
