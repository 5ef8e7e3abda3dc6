import { expect, it } from "vitest";
import type { NewVital } from "#app/db/schema.ts";
import { countVitalsInserts } from "#tests/helpers/count-vitals-inserts.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { saveVitals } from "./save-vitals.server.ts";

const createdAt = "2026-11-26T09:30:00.000Z";

describeEachDatabase("storing web vitals", (getDb) => {
  it("writes a batch in as few inserts as the databases' limits on bound values allow", async () => {
    const { plugin, inserts } = countVitalsInserts();
    const rows: NewVital[] = Array.from({ length: 12_000 }, (_, index) => ({ route: `/r${index % 7}`, name: "TTFB", value: index, created_at: createdAt }));
    await saveVitals(getDb().withPlugin(plugin), rows);
    expect(inserts).toEqual([5_000, 5_000, 2_000]);
    const stored = await getDb().selectFrom("vitals").select(["route", "value"]).orderBy("id").execute();
    expect(stored.map((row) => [row.route, Number(row.value)])).toEqual(rows.map((row) => [row.route, row.value]));
  });

  it("writes nothing for an empty batch", async () => {
    const { plugin, inserts } = countVitalsInserts();
    await saveVitals(getDb().withPlugin(plugin), []);
    expect(inserts).toEqual([]);
  });
});
