import { describe, expect, it } from "vitest";
import { createDatabase } from "./client.server.ts";
import { isDatabaseUnavailable } from "./is-database-unavailable.server.ts";

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe("isDatabaseUnavailable", () => {
  it("recognises a database that cannot be reached", () => {
    expect(isDatabaseUnavailable(withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("terminating connection due to administrator command", "57P01"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("the database system is starting up", "57P03"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("sorry, too many clients already", "53300"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("database is locked", "SQLITE_BUSY"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("query failed", { cause: withCode("read ECONNRESET", "ECONNRESET") }))).toBe(true);
  });

  it("leaves faults of the query or the data to be answered as errors", () => {
    expect(isDatabaseUnavailable(withCode('relation "postz" does not exist', "42P01"))).toBe(false);
    expect(isDatabaseUnavailable(withCode("duplicate key value violates unique constraint", "23505"))).toBe(false);
    expect(isDatabaseUnavailable(withCode("UNIQUE constraint failed: staff_users.email", "SQLITE_CONSTRAINT_UNIQUE"))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isDatabaseUnavailable("ECONNREFUSED")).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });

  it("recognises what the PostgreSQL driver really throws when nothing listens", async () => {
    const postgres = createDatabase({ databaseUrl: "postgres://postgres@127.0.0.1:1/nothing", sqlitePath: ":memory:" });
    try {
      const refused = await postgres.db.selectFrom("posts").select("id").execute().catch((error: unknown) => error);
      expect(isDatabaseUnavailable(refused)).toBe(true);
    } finally {
      await postgres.close();
    }
  });
});
