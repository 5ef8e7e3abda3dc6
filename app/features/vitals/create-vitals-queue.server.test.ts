import type { KyselyPlugin } from "kysely";
import { beforeEach, expect, it, vi } from "vitest";
import { countVitalsInserts } from "#tests/helpers/count-vitals-inserts.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { createVitalsQueue } from "./create-vitals-queue.server.ts";
import type { VitalsPayload } from "./vitals-payload.ts";

const now = new Date("2026-11-26T09:30:00.000Z");

const fullReport = (path: string): VitalsPayload => ({
  path,
  metrics: [
    { name: "LCP", value: 1840 },
    { name: "CLS", value: 0.031 },
    { name: "INP", value: 96 },
    { name: "FCP", value: 912 },
    { name: "TTFB", value: 208 },
  ],
});

describeEachDatabase("the web-vitals beacon queue", (getDb) => {
  beforeEach(async () => {
    await getDb().deleteFrom("vitals").execute();
  });

  const stored = async () => getDb().selectFrom("vitals").select(["route", "name", "value", "created_at"]).orderBy("id").execute();

  it("writes many reports in a few multi-row inserts, each sample under its collapsed route and the time it came", async () => {
    const { plugin, inserts } = countVitalsInserts();
    const queue = createVitalsQueue({ db: getDb().withPlugin(plugin), flushIntervalMs: 60_000, now: () => now });
    for (let view = 0; view < 500; view += 1) expect(queue.add(fullReport(`/blog/${view}`))).toBe(true);
    await queue.flush();

    const rows = await stored();
    expect(rows).toHaveLength(2_500);
    expect(new Set(rows.map((row) => row.route))).toEqual(new Set(["/blog/:id"]));
    expect(rows.every((row) => row.created_at === now.toISOString())).toBe(true);
    expect(rows.slice(0, 5).map((row) => [row.name, Number(row.value)])).toEqual(fullReport("/").metrics.map((metric) => [metric.name, metric.value]));
    // 1,000 waiting samples start a write; the rest go together after it.
    expect(inserts.reduce((sum, count) => sum + count, 0)).toBe(2_500);
    expect(inserts.length).toBeLessThanOrEqual(3);
  });

  it("holds a sample until the interval is up, then writes it unasked", async () => {
    const queue = createVitalsQueue({ db: getDb(), flushIntervalMs: 200 });
    queue.add({ path: "/careers", metrics: [{ name: "TTFB", value: 120 }] });
    expect(await stored()).toHaveLength(0);
    await vi.waitFor(async () => expect(await stored()).toHaveLength(1), { timeout: 3_000, interval: 50 });
  });

  it("drops a report that would go past its cap, and keeps every sample it took", async () => {
    const queue = createVitalsQueue({ db: getDb(), flushIntervalMs: 60_000, maxRows: 10 });
    expect(queue.add(fullReport("/a"))).toBe(true);
    expect(queue.add(fullReport("/b"))).toBe(true);
    expect(queue.add({ path: "/c", metrics: [{ name: "LCP", value: 1 }] })).toBe(false);
    await queue.flush();
    expect((await stored()).map((row) => row.route)).toEqual([...Array(5).fill("/a"), ...Array(5).fill("/b")]);
    // Written, the room is free again.
    expect(queue.add({ path: "/c", metrics: [{ name: "LCP", value: 1 }] })).toBe(true);
    await queue.close();
  });

  it("writes what is queued when closed, and takes nothing after", async () => {
    const queue = createVitalsQueue({ db: getDb(), flushIntervalMs: 60_000 });
    for (const path of ["/", "/contactus", "/careers"]) queue.add({ path, metrics: [{ name: "FCP", value: 700 }] });
    expect(await stored()).toHaveLength(0);
    await queue.close();
    expect((await stored()).map((row) => row.route)).toEqual(["/", "/contactus", "/careers"]);
    expect(queue.add({ path: "/late", metrics: [{ name: "FCP", value: 700 }] })).toBe(false);
    await queue.flush();
    expect(await stored()).toHaveLength(3);
  });

  it("logs a write that fails, drops its samples and goes on with the next", async () => {
    let failNext = true;
    const failing: KyselyPlugin = {
      transformQuery({ node }) {
        if (node.kind === "InsertQueryNode" && failNext) {
          failNext = false;
          throw new Error("database away");
        }
        return node;
      },
      async transformResult({ result }) {
        return result;
      },
    };
    const warnings: unknown[] = [];
    const queue = createVitalsQueue({ db: getDb().withPlugin(failing), flushIntervalMs: 60_000, logger: { warn: (details) => warnings.push(details) } });
    queue.add({ path: "/lost", metrics: [{ name: "LCP", value: 1 }] });
    await queue.flush();
    expect(warnings).toEqual([{ samples: 1, reason: "database away" }]);
    queue.add({ path: "/kept", metrics: [{ name: "LCP", value: 1 }] });
    await queue.close();
    expect((await stored()).map((row) => row.route)).toEqual(["/kept"]);
  });
});
