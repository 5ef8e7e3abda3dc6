import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createDatabase } from "#app/db/client.server.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { freePort } from "../../scripts/lib/free-port.ts";

/*
 * The compiled server in a process of its own, as production runs it: it rolls up the raw web
 * vitals of the days before when it starts, and writes the beacons still waiting in its queue
 * when it is told to stop.
 */

const root = path.resolve(import.meta.dirname, "../..");
const DAY_MS = 24 * 60 * 60 * 1000;

describe("the server's web-vitals rollup and beacon queue", () => {
  let child: ChildProcess;
  let exited: Promise<number | null>;
  let directory: string;
  let sqlitePath: string;
  let origin: string;
  const yesterday = new Date(Date.now() - DAY_MS).toISOString();

  const open = () => createDatabase({ sqlitePath });

  beforeAll(async () => {
    directory = mkdtempSync(path.join(os.tmpdir(), "kairav-vitals-"));
    sqlitePath = path.join(directory, "site.db");
    // A database that already holds raw samples of yesterday, as one upgraded to rollups does.
    const before = open();
    await migrateToLatest(before.db);
    await before.db
      .insertInto("vitals")
      .values([
        { route: "/", name: "LCP", value: 1200, created_at: yesterday },
        { route: "/", name: "TTFB", value: 90, created_at: yesterday },
      ])
      .execute();
    await before.close();

    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    // SQLite, whatever the environment the tests run in says.
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== "DATABASE_URL" && name !== "REDIS_URL"));
    child = spawn(process.execPath, ["scripts/serve.js"], {
      cwd: root,
      env: { ...env, PORT: String(port), HOST: "127.0.0.1", SQLITE_PATH: sqlitePath, LOG_LEVEL: "silent" },
      stdio: "ignore",
    });
    exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
    for (let waited = 0; waited < 60_000; waited += 200) {
      const ready = await fetch(`${origin}/readyz`).then((response) => response.ok, () => false);
      if (ready) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error("the server did not start");
  }, 90_000);
  afterAll(() => {
    child?.kill("SIGKILL");
    if (directory) rmSync(directory, { recursive: true, force: true });
  });

  it("rolls up the samples of the days before when it starts", async () => {
    const reader = open();
    try {
      await vi.waitFor(
        async () => {
          const rows = await reader.db.selectFrom("vitals_daily").select(["day", "route", "name", "samples"]).orderBy("name").execute();
          expect(rows).toEqual([
            { day: yesterday.slice(0, 10), route: "/", name: "LCP", samples: 1 },
            { day: yesterday.slice(0, 10), route: "/", name: "TTFB", samples: 1 },
          ]);
        },
        { timeout: 10_000, interval: 100 },
      );
    } finally {
      await reader.close();
    }
  });

  it("writes the beacons still queued when it is told to stop", async () => {
    const report = JSON.stringify({ path: "/shutdown/7", metrics: [{ name: "LCP", value: 900 }, { name: "FCP", value: 400 }] });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`${origin}/api/vitals`, { method: "POST", headers: { "content-type": "text/plain;charset=UTF-8" }, body: report })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(204));
    // At once: well before the queue's one-second write, so only the shutdown can have written them.
    child.kill("SIGTERM");
    expect(await exited).toBe(0);

    const after = open();
    try {
      const rows = await after.db.selectFrom("vitals").select(["route", "name"]).where("route", "=", "/shutdown/:id").execute();
      expect(rows).toHaveLength(40);
    } finally {
      await after.close();
    }
  });
});
