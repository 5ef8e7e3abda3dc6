import type { Kysely } from "kysely";
import type { Database, PostStatus } from "#app/db/schema.ts";
import { textContains } from "#app/db/text-contains.ts";
import type { KeysetPosition } from "#app/lib/paging/keyset-cursor.ts";
import { type KeysetPage, pageByKeyset, readKeysetPage } from "#app/lib/paging/page-by-keyset.server.ts";
import type { PostFilters } from "./post-filters.ts";

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

export type AdminPostList = Omit<KeysetPage<AdminPostRow>, "rows"> & {
  posts: AdminPostRow[];
  /** Posts matching the filters. */
  total: number;
  /** Every post by status, for the filter's labels. */
  counts: Record<PostStatus | "all", number>;
};

function filteredPosts(db: Kysely<Database>, filters: PostFilters) {
  let query = db.selectFrom("posts as p");
  if (filters.status) query = query.where("p.status", "=", filters.status);
  if (filters.q) query = query.where(textContains(["p.title"], filters.q));
  return query;
}

/** The query of one page of posts, newest publish date first, with comment counts by status; exported so the query-plan test checks the SQL the page runs. */
export function adminPostsPageQuery(db: Kysely<Database>, filters: PostFilters, position: KeysetPosition | null) {
  const query = filteredPosts(db, filters).select((eb) => [
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
  return pageByKeyset(query, { key: "p.published_on", id: "p.id" }, position, ADMIN_POSTS_PER_PAGE);
}

/**
 * One page of every post, drafts included, newest publish date first, with comment counts by
 * status and category names: three queries whatever the page size, and a count for a search
 * that finds more than a page.
 */
export async function listAdminPosts(db: Kysely<Database>, filters: PostFilters, position: KeysetPosition | null = null): Promise<AdminPostList> {
  const [page, statusCounts] = await Promise.all([
    readKeysetPage((at) => adminPostsPageQuery(db, filters, at).execute(), position, ADMIN_POSTS_PER_PAGE, (row) => ({ key: row.published_on, id: row.id })),
    db
      .selectFrom("posts")
      .select((eb) => ["status", eb.fn.countAll<string | number>().as("n")])
      .groupBy("status")
      .execute(),
  ]);
  const rows = page.rows;
  // A search's matches are counted only when they spill past the first page: a rare term, the
  // slow kind to search for, would otherwise read every title twice.
  const matching = !filters.q
    ? null
    : position === null && page.older === null
      ? rows.length
      : Number(
          (
            await filteredPosts(db, filters)
              .select((eb) => eb.fn.countAll<string | number>().as("n"))
              .executeTakeFirstOrThrow()
          ).n,
        );

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
    newer: page.newer,
    older: page.older,
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
    total: matching ?? (filters.status ? counts[filters.status] : counts.all),
    counts,
  };
}
