import { expect, it } from "vitest";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { demoCategories } from "#app/db/seed/demo-categories.ts";
import { demoJobs } from "#app/db/seed/demo-jobs.ts";
import { demoPosts } from "#app/db/seed/demo-posts.ts";
import { seedDemoContentIfEmpty } from "#app/db/seed/seed-demo-content.server.ts";

// Minimums the design brief fixes for a fresh install.
const MIN_PUBLISHED_POSTS = 12;
const MIN_CATEGORIES = 4;
const MAX_CATEGORIES = 6;
const MIN_POSTS_PER_CATEGORY = 2;
const MIN_OPEN_JOBS = 6;
const MIN_CLOSED_JOBS = 1;

const SEED_DAY = new Date("2026-11-21T10:00:00.000Z");

describeEachDatabase("seedDemoContentIfEmpty on an empty database", (getDb) => {
  it("seeds the demo blog and job openings", async () => {
    const result = await seedDemoContentIfEmpty(getDb(), { now: SEED_DAY });
    expect(result).toEqual({
      seeded: true,
      posts: demoPosts.length,
      categories: demoCategories.length,
      comments: demoPosts.reduce((total, post) => total + post.comments.length, 0),
      jobs: demoJobs.length,
    });
  });

  it("stores at least 12 published posts, the first one reachable as /blog/1", async () => {
    const posts = await getDb().selectFrom("posts").select(["id", "status", "published_on", "content"]).execute();
    expect(posts.filter((post) => post.status === "published").length).toBeGreaterThanOrEqual(MIN_PUBLISHED_POSTS);
    expect(posts.map((post) => post.id)).toContain(1);
    for (const post of posts) expect(post.published_on).toMatch(/^202[3-6]-\d{2}-\d{2}$/);
  });

  it("puts every post in a category and at least two posts in every category", async () => {
    const db = getDb();
    const categories = await db
      .selectFrom("categories")
      .leftJoin("post_categories", "post_categories.category_id", "categories.id")
      .select((eb) => ["categories.slug", eb.fn.count<number>("post_categories.post_id").as("posts")])
      .groupBy("categories.slug")
      .execute();
    expect(categories.length).toBeGreaterThanOrEqual(MIN_CATEGORIES);
    expect(categories.length).toBeLessThanOrEqual(MAX_CATEGORIES);
    for (const category of categories) expect(Number(category.posts)).toBeGreaterThanOrEqual(MIN_POSTS_PER_CATEGORY);

    const uncategorised = await db
      .selectFrom("posts")
      .where((eb) => eb.not(eb.exists(eb.selectFrom("post_categories").whereRef("post_categories.post_id", "=", "posts.id").select("post_id"))))
      .select("id")
      .execute();
    expect(uncategorised).toEqual([]);
  });

  it("adds 1 to 4 visible comments to about half of the posts", async () => {
    const db = getDb();
    const postCount = (await db.selectFrom("posts").select("id").execute()).length;
    const perPost = await db
      .selectFrom("comments")
      .select((eb) => ["post_id", eb.fn.countAll<number>().as("comments")])
      .where("status", "=", "visible")
      .groupBy("post_id")
      .execute();
    expect(perPost.length).toBeGreaterThanOrEqual(Math.floor(postCount * 0.4));
    expect(perPost.length).toBeLessThanOrEqual(Math.ceil(postCount * 0.6));
    for (const row of perPost) {
      expect(Number(row.comments)).toBeGreaterThanOrEqual(1);
      expect(Number(row.comments)).toBeLessThanOrEqual(4);
    }

    // A comment never predates its post (the page shows both dates).
    const early = await db
      .selectFrom("comments")
      .innerJoin("posts", "posts.id", "comments.post_id")
      .whereRef("comments.created_at", "<", "posts.published_on")
      .select("comments.id")
      .execute();
    expect(early).toEqual([]);
  });

  it("opens at least 6 jobs and closes at least 1, each with 4 to 8 ordered requirements", async () => {
    const db = getDb();
    const jobs = await db
      .selectFrom("jobs")
      .select(["id", "status", "salary", "date_posted", "valid_through", "openings"])
      .execute();
    const open = jobs.filter((job) => job.status === "open");
    expect(open.length).toBeGreaterThanOrEqual(MIN_OPEN_JOBS);
    expect(jobs.filter((job) => job.status === "closed").length).toBeGreaterThanOrEqual(MIN_CLOSED_JOBS);
    // The careers card shows the salary only when present: the demo must exercise both cases.
    expect(jobs.some((job) => job.salary === null)).toBe(true);
    expect(jobs.some((job) => job.salary !== null)).toBe(true);
    for (const job of open) {
      expect(job.date_posted <= "2026-11-21").toBe(true);
      expect(job.valid_through > "2026-11-21").toBe(true);
      expect(job.openings).toBeGreaterThanOrEqual(1);
    }

    const requirements = await db.selectFrom("job_requirements").select(["job_id", "position"]).execute();
    for (const job of jobs) {
      const positions = requirements
        .filter((requirement) => requirement.job_id === job.id)
        .map((requirement) => requirement.position)
        .sort((a, b) => a - b);
      expect(positions.length).toBeGreaterThanOrEqual(4);
      expect(positions.length).toBeLessThanOrEqual(8);
      expect(positions).toEqual(positions.map((_, index) => index + 1));
    }
  });

  it("does nothing the second time", async () => {
    const db = getDb();
    const count = async () => ({
      posts: (await db.selectFrom("posts").select("id").execute()).length,
      comments: (await db.selectFrom("comments").select("id").execute()).length,
      categories: (await db.selectFrom("categories").select("id").execute()).length,
      jobs: (await db.selectFrom("jobs").select("id").execute()).length,
      requirements: (await db.selectFrom("job_requirements").select("job_id").execute()).length,
    });
    const before = await count();
    const result = await seedDemoContentIfEmpty(db, { now: SEED_DAY });
    expect(result.seeded).toBe(false);
    expect(await count()).toEqual(before);
  });
});

describeEachDatabase("seedDemoContentIfEmpty when staff content exists", (getDb) => {
  it("leaves a database with only a job untouched", async () => {
    const db = getDb();
    await db
      .insertInto("jobs")
      .values({
        job_title: "Existing",
        post_title: "Existing opening",
        summary: "Added by HR",
        experience: "1-2 years",
        salary: null,
        openings: 1,
        location: "Pune, India",
        availability: "Immediate",
        employment_type: "FULL_TIME",
        status: "closed",
        date_posted: "2026-01-01",
        valid_through: "2026-02-01",
        created_at: "2026-01-01T00:00:00.000Z",
        updated_at: "2026-01-01T00:00:00.000Z",
      })
      .execute();
    expect((await seedDemoContentIfEmpty(db)).seeded).toBe(false);
    expect(await db.selectFrom("posts").select("id").execute()).toEqual([]);
    expect((await db.selectFrom("jobs").select("id").execute()).length).toBe(1);
  });
});

describeEachDatabase("seedDemoContentIfEmpty from instances starting together", (getDb) => {
  it("seeds exactly once when called concurrently", async () => {
    const db = getDb();
    const results = await Promise.all([seedDemoContentIfEmpty(db), seedDemoContentIfEmpty(db), seedDemoContentIfEmpty(db)]);
    expect(results.filter((result) => result.seeded).length).toBe(1);
    expect((await db.selectFrom("posts").select("id").execute()).length).toBe(demoPosts.length);
    expect((await db.selectFrom("jobs").select("id").execute()).length).toBe(demoJobs.length);
  });
});
