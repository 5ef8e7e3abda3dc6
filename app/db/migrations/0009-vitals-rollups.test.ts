import { expect, it } from "vitest";
import { getVitalsSummary } from "#app/features/vitals/get-vitals-summary.server.ts";
import { rollUpVitals } from "#app/features/vitals/roll-up-vitals.server.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { allMigrations } from "./all-migrations.ts";
import { vitalsRollupsMigration } from "./0009-vitals-rollups.ts";

const now = new Date("2026-11-26T10:00:00.000Z");

// Raw samples as a site collected them before rollups: the last month, today's included.
const raw = [
  { route: "/", name: "LCP", value: 1800, created_at: "2026-10-30T08:00:00.000Z" },
  { route: "/", name: "LCP", value: 2600, created_at: "2026-11-12T09:30:00.000Z" },
  { route: "/blog/:id", name: "CLS", value: 0.02, created_at: "2026-11-12T23:59:59.999Z" },
  { route: "/blog/:id", name: "INP", value: 340, created_at: "2026-11-25T14:00:00.000Z" },
  { route: "/careers", name: "TTFB", value: 95.5, created_at: "2026-11-26T07:15:00.000Z" },
] as const;

describeEachDatabase(
  "the vitals rollups migration",
  (getDb) => {
    it("upgrades a database with raw samples, which stay, and the first rollup covers every one of them", async () => {
      const db = getDb();
      for (const [name, migration] of Object.entries(allMigrations)) {
        if (name >= "0009") break;
        await migration.up(db);
      }
      await db.insertInto("vitals").values([...raw]).execute();
      await vitalsRollupsMigration.up(db);

      const kept = await db.selectFrom("vitals").select(["route", "name", "value", "created_at"]).orderBy("id").execute();
      expect(kept.map((row) => ({ ...row, value: Number(row.value) }))).toEqual(raw);
      expect(await db.selectFrom("vitals_daily").selectAll().execute()).toEqual([]);

      const month = await getVitalsSummary(db, 30, now);
      expect(await rollUpVitals(db, now)).toEqual({ days: 28, samples: raw.length });
      const days = await db.selectFrom("vitals_daily").select(["day", "route", "name", "samples"]).execute();
      expect(days.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.name < b.name ? -1 : 1))).toEqual([
        { day: "2026-10-30", route: "/", name: "LCP", samples: 1 },
        { day: "2026-11-12", route: "/blog/:id", name: "CLS", samples: 1 },
        { day: "2026-11-12", route: "/", name: "LCP", samples: 1 },
        { day: "2026-11-25", route: "/blog/:id", name: "INP", samples: 1 },
        { day: "2026-11-26", route: "/careers", name: "TTFB", samples: 1 },
      ]);
      // The staff page reads the same month from the rollups as it did from the raw samples.
      expect(await getVitalsSummary(db, 30, now)).toEqual(month);
    });

    it("can be undone, leaving the raw samples as they were", async () => {
      const db = getDb();
      await vitalsRollupsMigration.down!(db);
      // Asked by name rather than listed: PostgreSQL lists the tables of other tests' schemas too.
      await expect(db.selectFrom("vitals_daily").selectAll().execute()).rejects.toThrow(/vitals_daily/);
      await expect(db.selectFrom("vitals_rollup_days").selectAll().execute()).rejects.toThrow(/vitals_rollup_days/);
      expect(await db.selectFrom("vitals").select("route").orderBy("id").execute()).toEqual(raw.map(({ route }) => ({ route })));
    });
  },
  { migrate: false },
);
