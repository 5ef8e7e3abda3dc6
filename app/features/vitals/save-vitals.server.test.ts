import { expect, it } from "vitest";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { purgeOldVitals, VITALS_RETENTION_DAYS } from "./purge-old-vitals.server.ts";
import { saveVitals } from "./save-vitals.server.ts";

const DAY = 24 * 60 * 60 * 1000;
const now = new Date("2026-11-21T12:00:00.000Z");
const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);

describeEachDatabase("storing web vitals", (getDb) => {
  const routes = async () => (await getDb().selectFrom("vitals").select(["route", "name", "created_at"]).orderBy("id").execute()).map((row) => `${row.route} ${row.name} ${row.created_at}`);

  it("stores a row per metric under the collapsed route, and purges samples past the retention on the first save", async () => {
    await getDb()
      .insertInto("vitals")
      .values([
        { route: "/old", name: "LCP", value: 1, created_at: at(VITALS_RETENTION_DAYS + 1).toISOString() },
        { route: "/kept", name: "LCP", value: 1, created_at: at(VITALS_RETENTION_DAYS - 1).toISOString() },
      ])
      .execute();
    await saveVitals(getDb(), { path: "/blog/42", metrics: [{ name: "LCP", value: 1200 }, { name: "CLS", value: 0.02 }] }, now);
    expect(await routes()).toEqual([
      `/kept LCP ${at(VITALS_RETENTION_DAYS - 1).toISOString()}`,
      `/blog/:id LCP ${now.toISOString()}`,
      `/blog/:id CLS ${now.toISOString()}`,
    ]);
  });

  it("purges at most once an hour", async () => {
    const later = new Date(now.getTime() + 30 * 60 * 1000);
    // Old enough to go, but the last purge was half an hour ago.
    await getDb().insertInto("vitals").values({ route: "/stale", name: "TTFB", value: 1, created_at: at(40).toISOString() }).execute();
    await saveVitals(getDb(), { path: "/", metrics: [{ name: "TTFB", value: 80 }] }, later);
    expect((await routes()).some((row) => row.startsWith("/stale"))).toBe(true);
    await saveVitals(getDb(), { path: "/", metrics: [{ name: "TTFB", value: 90 }] }, new Date(now.getTime() + 61 * 60 * 1000));
    expect((await routes()).some((row) => row.startsWith("/stale"))).toBe(false);
  });

  it("reports how many samples the purge deleted", async () => {
    await getDb().insertInto("vitals").values({ route: "/stale", name: "FCP", value: 1, created_at: at(60).toISOString() }).execute();
    expect(await purgeOldVitals(getDb(), now)).toBe(1);
    expect(await purgeOldVitals(getDb(), now)).toBe(0);
  });
});
