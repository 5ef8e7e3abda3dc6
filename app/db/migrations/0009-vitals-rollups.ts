import { type Kysely, type Migration, sql } from "kysely";

/*
 * Daily rollups of the raw web-vitals samples (ADR 017): per UTC day, route and metric, the sample
 * count, the counts by rating and a histogram over fixed buckets, from which the staff page reads
 * the 75th percentile of any run of days. vitals_rollup_days says how far each day is rolled up, so
 * a rollup adds every raw sample once, and is the row two instances contend for when both roll up
 * the same day.
 *
 * Raw samples already stored stay where they are: the first rollup after the upgrade covers them,
 * day by day, before the raw rows older than a week are purged.
 *
 * Only text and integer columns, which both databases type alike, so no getPortableColumnTypes
 * type is needed; days and times are ISO-8601 text, as everywhere else in the schema.
 */

// Kysely<any>: migrations must not depend on the app's current types.
async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("vitals_daily")
    .addColumn("day", "text", (col) => col.notNull())
    .addColumn("route", "text", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull().check(sql`name in ('LCP', 'CLS', 'INP', 'FCP', 'TTFB')`))
    .addColumn("samples", "integer", (col) => col.notNull().check(sql`samples > 0`))
    .addColumn("good", "integer", (col) => col.notNull().check(sql`good >= 0`))
    .addColumn("needs_improvement", "integer", (col) => col.notNull().check(sql`needs_improvement >= 0`))
    .addColumn("poor", "integer", (col) => col.notNull().check(sql`poor >= 0`))
    .addColumn("histogram", "text", (col) => col.notNull())
    // Also the staff page's index: its query reads a run of days, every route and metric of each.
    .addPrimaryKeyConstraint("vitals_daily_pk", ["day", "route", "name"])
    .execute();

  await db.schema
    .createTable("vitals_rollup_days")
    .addColumn("day", "text", (col) => col.primaryKey())
    .addColumn("rolled_until", "text", (col) => col.notNull())
    .execute();
}

// Kysely<any>: migrations must not depend on the app's current types.
async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("vitals_rollup_days").execute();
  await db.schema.dropTable("vitals_daily").execute();
}

export const vitalsRollupsMigration: Migration = { up, down };
