import { type Kysely, sql } from "kysely";
import type { Database } from "#app/db/schema.ts";

export type CategoryRow = {
  id: number;
  name: string;
  slug: string;
  /** Posts linked to the category, drafts included. */
  postCount: number;
  publishedCount: number;
};

/** Every category by name, with how many posts it holds: one query. */
export async function listCategories(db: Kysely<Database>): Promise<CategoryRow[]> {
  const rows = await db
    .selectFrom("categories as c")
    .leftJoin("post_categories as pc", "pc.category_id", "c.id")
    .leftJoin("posts as p", "p.id", "pc.post_id")
    .select((eb) => [
      "c.id",
      "c.name",
      "c.slug",
      eb.fn.count<string | number>("p.id").as("post_count"),
      eb.fn.count<string | number>(sql`case when ${sql.ref("p.status")} = 'published' then 1 end`).as("published_count"),
    ])
    .groupBy(["c.id", "c.name", "c.slug"])
    .execute();
  return rows
    .map((row) => ({ id: row.id, name: row.name, slug: row.slug, postCount: Number(row.post_count), publishedCount: Number(row.published_count) }))
    .sort((a, b) => a.name.localeCompare(b.name, "en") || a.id - b.id);
}
