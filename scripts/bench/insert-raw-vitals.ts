// Raw web-vitals samples generated inside the database: millions of rows in seconds, where
// sending them from Node row by row would take minutes.
import { type Kysely, sql } from "kysely";
import { getDatabaseDialect } from "#app/db/dialect.ts";
import type { Database } from "#app/db/schema.ts";

export type RawVitalsShape = {
  samples: number;
  /** Spread evenly over this many days before `now`. */
  days: number;
  /** Named /r0, /r1, …: the rollups are per route. */
  routes: number;
  now: Date;
};

/** `samples` rows of the five metrics over `routes` routes, values 0–6 s (CLS 0–0.4). */
export async function insertRawVitals(db: Kysely<Database>, shape: RawVitalsShape): Promise<void> {
  const spanMs = shape.days * 24 * 60 * 60 * 1000;
  // Literals rather than parameters: PostgreSQL would type a parameter beside an integer as one.
  const start = sql.lit(shape.now.getTime() - spanMs);
  const stepMs = sql.lit(spanMs / shape.samples);
  const last = sql.lit(shape.samples - 1);
  const routes = sql.lit(shape.routes);
  const name = sql`case i % 5 when 0 then 'LCP' when 1 then 'CLS' when 2 then 'INP' when 3 then 'FCP' else 'TTFB' end`;
  if (getDatabaseDialect(db) === "sqlite") {
    await sql`
      with recursive n(i) as (select 0 union all select i + 1 from n where i < ${last})
      insert into vitals (route, name, value, created_at)
      select '/r' || ((i / 5) % ${routes}), ${name},
        case when i % 5 = 1 then (abs(random()) % 4000) / 10000.0 else abs(random()) % 6000 end,
        strftime('%Y-%m-%dT%H:%M:%fZ', (${start} + i * ${stepMs}) / 1000.0, 'unixepoch')
      from n`.execute(db);
  } else {
    await sql`
      insert into vitals (route, name, value, created_at)
      select '/r' || ((i / 5) % ${routes}), ${name},
        case when i % 5 = 1 then floor(random() * 4000) / 10000 else floor(random() * 6000) end,
        to_char(to_timestamp((${start} + i * ${stepMs}) / 1000.0) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
      from generate_series(0, ${last}) as i`.execute(db);
  }
}
