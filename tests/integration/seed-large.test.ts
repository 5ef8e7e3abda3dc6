import { expect, it } from "vitest";
import { searchSite } from "#app/features/search/search-site.server.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { prepareLargeDatabase } from "../../scripts/large/prepare-large-database.ts";
import { LARGE_SIZES, LARGE_SLUG_PREFIX } from "../../scripts/large/seed-large-content.ts";

/*
 * `npm run seed:large` at a five-hundredth of its size: the rows land where the benchmark reads
 * them, searchable and inside the inbox's retention, and a second seed is refused.
 */
const SCALE = 0.002;
const NOW = new Date("2026-11-26T12:00:00.000Z");

describeEachDatabase("the large seed", (getDb) => {
  it("writes each table's share, with the posts in the search and the vitals rolled up", async () => {
    const db = getDb();
    const counts = await prepareLargeDatabase(db, { scale: SCALE, now: NOW, attachmentBytes: 2 * 1024 * 1024 });
    expect(counts.posts).toBe(LARGE_SIZES.posts * SCALE);

    const count = async (table: "posts" | "comments" | "enquiries" | "applications" | "outbox" | "audit_log" | "attachments") =>
      Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
    const largePosts = await db.selectFrom("posts").select("id").where("slug", "like", `${LARGE_SLUG_PREFIX}%`).execute();
    expect(largePosts).toHaveLength(LARGE_SIZES.posts * SCALE);
    expect(await count("enquiries")).toBe(LARGE_SIZES.enquiries * SCALE);
    expect(await count("applications")).toBe(LARGE_SIZES.applications * SCALE);
    expect(await count("outbox")).toBeGreaterThanOrEqual(LARGE_SIZES.outbox * SCALE);
    expect(await count("attachments")).toBe(2);
    const withAttachment = await db.selectFrom("enquiries").select("id").where("attachment_id", "is not", null).execute();
    expect(withAttachment).toHaveLength(2);

    // Handled items are all recent enough to outlive the retention purge the server runs at start.
    const oldestHandled = await db.selectFrom("enquiries").select((eb) => eb.fn.min("handled_at").as("at")).where("status", "=", "handled").executeTakeFirstOrThrow();
    expect(NOW.getTime() - new Date(oldestHandled.at!).getTime()).toBeLessThan(180 * 24 * 60 * 60 * 1000);

    const hits = await searchSite(db, { words: ["kubernetes"], prefix: false, page: 1, today: NOW.toISOString().slice(0, 10) });
    expect(hits.total).toBeGreaterThan(0);

    const rolledUp = await db.selectFrom("vitals_daily").select("day").executeTakeFirst();
    expect(rolledUp).toBeDefined();
  }, 120_000);

  it("refuses to seed the same database twice", async () => {
    await expect(prepareLargeDatabase(getDb(), { scale: SCALE, now: NOW })).rejects.toThrow(/already holds the large content/);
  });
});
