import { type Kysely, sql, type Transaction } from "kysely";
import { getDatabaseDialect } from "#app/db/dialect.ts";
import type { Database } from "#app/db/schema.ts";
import { demoCategories } from "#app/db/seed/demo-categories.ts";
import { demoJobs } from "#app/db/seed/demo-jobs.ts";
import { demoPosts } from "#app/db/seed/demo-posts.ts";
import { reindexJob, reindexPost } from "#app/features/search/reindex-search-documents.server.ts";

export interface SeedDemoContentResult {
  /** False when the database already had posts or jobs and nothing was written. */
  seeded: boolean;
  posts: number;
  categories: number;
  comments: number;
  jobs: number;
}

export interface SeedDemoContentOptions {
  /** The seeding moment; job dates are relative to it. Defaults to now. */
  now?: Date;
}

// Arbitrary constant shared by every instance: the key of the PostgreSQL advisory lock that
// serialises seeding when several instances start at once.
const SEED_LOCK_KEY = 4_731_902;

/**
 * Fills an empty database with the demo blog and job openings, in one transaction. It only
 * writes when there are no posts and no jobs at all, so it is safe to call on every start: a
 * site whose staff have published (or deleted everything but one job) is never touched.
 */
export async function seedDemoContentIfEmpty(
  db: Kysely<Database>,
  options: SeedDemoContentOptions = {},
): Promise<SeedDemoContentResult> {
  const now = options.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    await lockForSeeding(trx);

    const existing = await trx
      .selectNoFrom((eb) => [
        eb.selectFrom("posts").select((inner) => inner.fn.countAll<number>().as("n")).as("posts"),
        eb.selectFrom("jobs").select((inner) => inner.fn.countAll<number>().as("n")).as("jobs"),
      ])
      .executeTakeFirstOrThrow();
    if (Number(existing.posts) > 0 || Number(existing.jobs) > 0) {
      return { seeded: false, posts: 0, categories: 0, comments: 0, jobs: 0 };
    }

    const categoryRows = await trx
      .insertInto("categories")
      .values(demoCategories.map((category) => ({ name: category.name, slug: category.slug })))
      .returning(["id", "slug"])
      .execute();
    const categoryIds = new Map(categoryRows.map((row) => [row.slug, row.id]));

    const postRows = await trx
      .insertInto("posts")
      .values(
        demoPosts.map((post) => {
          // Demo timestamps follow the post's own date, so "recently updated" lists in the admin
          // agree with the dates visitors see.
          const timestamp = `${post.publishedOn}T04:30:00.000Z`;
          return {
            title: post.title,
            slug: post.slug,
            content: post.content,
            author_name: post.authorName,
            published_on: post.publishedOn,
            status: "published" as const,
            created_at: timestamp,
            updated_at: timestamp,
          };
        }),
      )
      .returning(["id", "slug"])
      .execute();
    // Multi-row RETURNING order is not guaranteed on every database: match rows by slug.
    const postIds = new Map(postRows.map((row) => [row.slug, row.id]));
    const postIdOf = (slug: string) => {
      const id = postIds.get(slug);
      if (id === undefined) throw new Error(`Seeding lost the id of post "${slug}"`);
      return id;
    };

    await trx
      .insertInto("post_categories")
      .values(
        demoPosts.flatMap((post) =>
          post.categorySlugs.map((slug) => {
            const categoryId = categoryIds.get(slug);
            if (categoryId === undefined) throw new Error(`Demo post "${post.slug}" names unknown category "${slug}"`);
            return { post_id: postIdOf(post.slug), category_id: categoryId };
          }),
        ),
      )
      .execute();

    const comments = demoPosts.flatMap((post) =>
      post.comments.map((comment, index) => ({
        post_id: postIdOf(post.slug),
        name: comment.name,
        message: comment.message,
        status: "visible" as const,
        created_at: `${addDays(post.publishedOn, comment.daysAfterPost)}T${clockTime(index)}`,
      })),
    );
    if (comments.length > 0) await trx.insertInto("comments").values(comments).execute();
    for (const { id } of postRows) await reindexPost(trx, id, now);

    const today = toIsoDate(now);
    for (const job of demoJobs) {
      const datePosted = addDays(today, -job.postedDaysAgo);
      const timestamp = `${datePosted}T04:30:00.000Z`;
      const { id } = await trx
        .insertInto("jobs")
        .values({
          job_title: job.jobTitle,
          post_title: job.postTitle,
          summary: job.summary,
          experience: job.experience,
          salary: job.salary,
          openings: job.openings,
          location: job.location,
          availability: job.availability,
          employment_type: job.employmentType,
          status: job.status,
          date_posted: datePosted,
          valid_through: addDays(datePosted, job.validForDays),
          created_at: timestamp,
          updated_at: timestamp,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("job_requirements")
        .values(job.requirements.map((text, index) => ({ job_id: id, position: index + 1, text })))
        .execute();
      await reindexJob(trx, id, now);
    }

    return {
      seeded: true,
      posts: demoPosts.length,
      categories: demoCategories.length,
      comments: comments.length,
      jobs: demoJobs.length,
    };
  });
}

/**
 * Makes concurrent seeders (several instances starting together) run one after the other, so
 * the second one sees the first one's rows and does nothing instead of failing on unique slugs.
 */
async function lockForSeeding(trx: Transaction<Database>): Promise<void> {
  if (getDatabaseDialect(trx) === "postgres") {
    // Released automatically at commit or rollback.
    await sql`select pg_advisory_xact_lock(${sql.lit(SEED_LOCK_KEY)})`.execute(trx);
    return;
  }
  // SQLite starts transactions deferred; a write statement (even one matching no row) takes
  // the write lock now, before the emptiness check, and waits out busy_timeout for another
  // writer instead of failing later when upgrading from a read snapshot.
  await sql`update posts set id = id where 0 = 1`.execute(trx);
}

function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return toIsoDate(date);
}

/** Spreads demo comments over the working day instead of stamping them all at one minute. */
function clockTime(index: number): string {
  const hour = String(5 + ((index * 3) % 12)).padStart(2, "0");
  const minute = String((index * 17 + 8) % 60).padStart(2, "0");
  return `${hour}:${minute}:00.000Z`;
}
