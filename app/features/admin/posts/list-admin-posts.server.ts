import type { Kysely } from "kysely";
import type { Database, PostStatus } from "#app/db/schema.ts";

export const ADMIN_POSTS_PER_PAGE = 20;

export type AdminPostRow = {
  id: number;
  title: string;
  status: PostStatus;
  publishedOn: string;
  visibleComments: number;
  hiddenComments: number;
  categories: string[];
};

export type AdminPostList = {
  posts: AdminPostRow[];
  /** Posts matching the filter, for the page count. */
  total: number;
  /** Every post by status, for the filter's labels. */
  counts: Record<PostStatus | "all", number>;
};

/**
 * One page of every post, drafts included, newest publish date first, with comment counts by
 * status and category names: three queries whatever the page size.
 */
export async function listAdminPosts(db: Kysely<Database>, request: { status: PostStatus | null; page: number }): Promise<AdminPostList> {
  let pageQuery = db
    .selectFrom("posts as p")
    .select((eb) => [
      "p.id",
      "p.title",
      "p.status",
      "p.published_on",
      eb
        .selectFrom("comments as c")
        .whereRef("c.post_id", "=", "p.id")
        .where("c.status", "=", "visible")
        .select((inner) => inner.fn.countAll<string | number>().as("n"))
        .as("visible_comments"),
      eb
        .selectFrom("comments as c")
        .whereRef("c.post_id", "=", "p.id")
        .where("c.status", "=", "hidden")
        .select((inner) => inner.fn.countAll<string | number>().as("n"))
        .as("hidden_comments"),
    ]);
  if (request.status) pageQuery = pageQuery.where("p.status", "=", request.status);

  const [rows, statusCounts] = await Promise.all([
    pageQuery
      .orderBy("p.published_on", "desc")
      .orderBy("p.id", "desc")
      .limit(ADMIN_POSTS_PER_PAGE)
      .offset((request.page - 1) * ADMIN_POSTS_PER_PAGE)
      .execute(),
    db
      .selectFrom("posts")
      .select((eb) => ["status", eb.fn.countAll<string | number>().as("n")])
      .groupBy("status")
      .execute(),
  ]);

  const ids = rows.map((row) => row.id);
  const links =
    ids.length === 0
      ? []
      : await db
          .selectFrom("post_categories as pc")
          .innerJoin("categories as c", "c.id", "pc.category_id")
          .select(["pc.post_id", "c.name"])
          .where("pc.post_id", "in", ids)
          .orderBy("c.name")
          .execute();

  const counts: AdminPostList["counts"] = { all: 0, draft: 0, published: 0 };
  for (const row of statusCounts) {
    counts[row.status] = Number(row.n);
    counts.all += Number(row.n);
  }
  return {
    posts: rows.map((row) => ({
      id: row.id,
      title: row.title,
      status: row.status,
      publishedOn: row.published_on,
      // Counts come back as strings on PostgreSQL.
      visibleComments: Number(row.visible_comments ?? 0),
      hiddenComments: Number(row.hidden_comments ?? 0),
      categories: links.filter((link) => link.post_id === row.id).map((link) => link.name),
    })),
    total: request.status ? counts[request.status] : counts.all,
    counts,
  };
}
