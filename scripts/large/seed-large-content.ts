// Years of content, as a company would find its site after running it for a while: the sizes the
// large-data benchmark measures at (`npm run seed:large`, `npm run bench -- --large`). Everything
// is drawn from one seeded generator, so two seeds of the same scale write the same rows.
import { createHash } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { reindexPost } from "#app/features/search/reindex-search-documents.server.ts";
import { rollUpVitals } from "#app/features/vitals/roll-up-vitals.server.ts";
import { createSeededRandom, type SeededRandom } from "#tests/helpers/seeded-random.ts";
import { insertRawVitals } from "../bench/insert-raw-vitals.ts";
import { largeAuthors, largePostAngles, largePostSubjects, largeTextWords, largeVisitorNames } from "./large-content-words.ts";

/** The full sizes; `scale` multiplies each (a test seeds a hundredth). */
export const LARGE_SIZES = {
  posts: 20_000,
  comments: 60_000,
  /** Of the comments, this many go to one post: the popular post every site has. */
  hotPostComments: 5_000,
  enquiries: 100_000,
  applications: 20_000,
  closedJobs: 300,
  outbox: 100_000,
  audit: 50_000,
  vitals: 5_000_000,
} as const;

export type LargeSeedOptions = {
  /** 1 for the benchmark's sizes. */
  scale?: number;
  /** Attachments of about 1 MB each, spread over the enquiries, this many bytes in all. */
  attachmentBytes?: number;
  now?: Date;
  log?: (line: string) => void;
};

export type LargeSeedCounts = Record<"posts" | "comments" | "enquiries" | "applications" | "closedJobs" | "outbox" | "audit" | "vitals" | "attachments", number>;

/** Marks the rows this seed wrote: a second seed into the same database is refused. */
export const LARGE_SLUG_PREFIX = "archive-";

const CHUNK = 500;
const DAY_MS = 24 * 60 * 60 * 1000;
const ATTACHMENT_BYTES = 1024 * 1024;
/** Handled inbox items are deleted this long after handling by default (INBOX_RETENTION_DAYS). */
const RECENTLY_HANDLED_DAYS = 150;

/**
 * Adds the large content to a migrated database that holds the demo content (the server seeds it at
 * start; `npm run seed:large` does the same first). Posts go through the search index as a publish
 * does; the vitals are rolled up as the server's job would have done, leaving the last minutes raw.
 */
export async function seedLargeContent(db: Kysely<Database>, options: LargeSeedOptions = {}): Promise<LargeSeedCounts> {
  const scale = options.scale ?? 1;
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  const size = (count: number) => Math.max(1, Math.round(count * scale));
  const counts: LargeSeedCounts = {
    posts: size(LARGE_SIZES.posts),
    comments: size(LARGE_SIZES.comments),
    enquiries: size(LARGE_SIZES.enquiries),
    applications: size(LARGE_SIZES.applications),
    closedJobs: size(LARGE_SIZES.closedJobs),
    outbox: size(LARGE_SIZES.outbox),
    audit: size(LARGE_SIZES.audit),
    vitals: size(LARGE_SIZES.vitals),
    attachments: Math.floor((options.attachmentBytes ?? 0) / ATTACHMENT_BYTES),
  };
  const seeded = await db.selectFrom("posts").select("id").where("slug", "like", `${LARGE_SLUG_PREFIX}%`).executeTakeFirst();
  if (seeded) throw new Error("this database already holds the large content: seed a fresh one");

  const random = createSeededRandom(20_261_126);
  const step = async (label: string, count: number, work: () => Promise<void>) => {
    const started = performance.now();
    await work();
    log(`${label}: ${count.toLocaleString("en-GB")} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };

  await step("posts (with their search rows)", counts.posts, () => db.transaction().execute((trx) => insertPosts(trx, random, counts.posts, now)));
  await step("comments", counts.comments, () => db.transaction().execute((trx) => insertComments(trx, random, counts.comments, size(LARGE_SIZES.hotPostComments), now)));
  await step("closed jobs", counts.closedJobs, () => db.transaction().execute((trx) => insertClosedJobs(trx, random, counts.closedJobs, now)));
  await step("attachments", counts.attachments, () => db.transaction().execute((trx) => insertAttachments(trx, random, counts.attachments, now)));
  await step("enquiries", counts.enquiries, () => db.transaction().execute((trx) => insertEnquiries(trx, random, counts.enquiries, now)));
  await step("applications", counts.applications, () => db.transaction().execute((trx) => insertApplications(trx, random, counts.applications, now)));
  await step("outbox mails", counts.outbox, () => db.transaction().execute((trx) => insertOutbox(trx, random, counts.outbox, now)));
  await step("audit entries", counts.audit, () => db.transaction().execute((trx) => insertAudit(trx, random, counts.audit, now)));
  await step("web-vitals samples (rolled up but the last minutes)", counts.vitals, async () => {
    // Seven days of raw samples, as the rollup keeps them; the server's job rolls up every few minutes.
    await insertRawVitals(db, { samples: counts.vitals, days: 7, routes: 200, now });
    await rollUpVitals(db, new Date(now.getTime() - 5 * 60 * 1000));
  });
  return counts;
}

async function insertInChunks<T extends keyof Database & string>(trx: Transaction<Database>, table: T, count: number, row: (index: number) => Record<string, unknown>): Promise<void> {
  for (let start = 0; start < count; start += CHUNK) {
    const rows = Array.from({ length: Math.min(CHUNK, count - start) }, (_, offset) => row(start + offset));
    await trx
      .insertInto(table)
      .values(rows as never)
      .execute();
  }
}

/** Evenly over `days` before `now`, oldest first: index 0 is the oldest. */
function spreadOver(now: Date, days: number, index: number, count: number): Date {
  return new Date(now.getTime() - days * DAY_MS + Math.floor(((index + 0.5) * days * DAY_MS) / count));
}

function sentence(random: SeededRandom, words: number): string {
  const text = Array.from({ length: words }, () => random.pick(largeTextWords)).join(" ");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

function paragraph(random: SeededRandom): string {
  return Array.from({ length: random.int(3, 6) }, () => sentence(random, random.int(8, 18))).join(" ");
}

function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

async function insertPosts(trx: Transaction<Database>, random: SeededRandom, count: number, now: Date): Promise<void> {
  const categoryIds = (await trx.selectFrom("categories").select("id").orderBy("id").execute()).map((row) => row.id);
  const firstId = Number((await trx.selectFrom("posts").select((eb) => eb.fn.max("id").as("id")).executeTakeFirst())?.id ?? 0) + 1;
  await insertInChunks(trx, "posts", count, (index) => {
    const title = `${random.pick(largePostSubjects)}: ${random.pick(largePostAngles)}`;
    const published = spreadOver(now, 5 * 365, index, count);
    const content = [paragraph(random), `## ${random.pick(largePostAngles)}`, paragraph(random), paragraph(random)].join("\n\n");
    return {
      title,
      slug: `${LARGE_SLUG_PREFIX}${index + 1}-${slugOf(title)}`,
      content,
      author_name: random.pick(largeAuthors),
      published_on: published.toISOString().slice(0, 10),
      status: "published",
      created_at: published.toISOString(),
      updated_at: published.toISOString(),
    };
  });
  const ids = (await trx.selectFrom("posts").select("id").where("id", ">=", firstId).where("slug", "like", `${LARGE_SLUG_PREFIX}%`).orderBy("id").execute()).map((row) => row.id);
  await insertInChunks(trx, "post_categories", ids.length, (index) => ({ post_id: ids[index]!, category_id: categoryIds[index % categoryIds.length]! }));
  for (const id of ids) await reindexPost(trx, id, now);
}

async function insertComments(trx: Transaction<Database>, random: SeededRandom, count: number, hotCount: number, now: Date): Promise<void> {
  const posts = await trx.selectFrom("posts").select(["id", "created_at"]).where("slug", "like", `${LARGE_SLUG_PREFIX}%`).orderBy("id").execute();
  const hot = posts.at(-1)!;
  await insertInChunks(trx, "comments", count, (index) => {
    const post = index < hotCount ? hot : random.pick(posts);
    const written = new Date(Math.min(now.getTime() - 60_000, new Date(post.created_at).getTime() + random.int(1, 30 * 24 * 60) * 60_000));
    return {
      post_id: post.id,
      name: random.pick(largeVisitorNames),
      message: sentence(random, random.int(6, 30)),
      status: random.chance(0.03) ? "hidden" : "visible",
      created_at: written.toISOString(),
    };
  });
}

async function insertClosedJobs(trx: Transaction<Database>, random: SeededRandom, count: number, now: Date): Promise<void> {
  await insertInChunks(trx, "jobs", count, (index) => {
    const posted = spreadOver(now, 4 * 365, index, count);
    const subject = random.pick(largePostSubjects);
    return {
      job_title: `${subject} engineer`,
      post_title: `${subject} engineer (${index + 1})`,
      summary: sentence(random, 20),
      experience: `${random.int(1, 8)}+ years`,
      salary: null,
      openings: random.int(1, 4),
      location: random.pick(["Pune", "Dallas", "Dubai", "Remote"]),
      availability: "Immediate",
      employment_type: "FULL_TIME",
      status: "closed",
      date_posted: posted.toISOString().slice(0, 10),
      valid_through: new Date(posted.getTime() + 60 * DAY_MS).toISOString().slice(0, 10),
      created_at: posted.toISOString(),
      updated_at: posted.toISOString(),
    };
  });
}

async function insertAttachments(trx: Transaction<Database>, random: SeededRandom, count: number, now: Date): Promise<void> {
  // One at a time: a chunk of them would hold hundreds of megabytes in memory at once.
  for (let index = 0; index < count; index += 1) {
    const data = random.bytes(ATTACHMENT_BYTES);
    await trx
      .insertInto("attachments")
      .values({
        file_name: `requirements-${index + 1}.pdf`,
        content_type: "application/pdf",
        size_bytes: data.length,
        sha256: createHash("sha256").update(data).digest("hex"),
        data,
        content_warnings: null,
        created_at: spreadOver(now, 2 * 365, index, count).toISOString(),
      })
      .execute();
  }
}

/** Old items stay new (the retention purge deletes handled ones); recent ones are mostly handled. */
function inboxState(random: SeededRandom, received: Date, now: Date) {
  const recent = now.getTime() - received.getTime() < RECENTLY_HANDLED_DAYS * DAY_MS;
  const handled = recent && random.chance(0.7);
  return { status: handled ? "handled" : "new", handled_at: handled ? new Date(received.getTime() + DAY_MS).toISOString() : null };
}

function person(random: SeededRandom, index: number) {
  const name = random.pick(largeVisitorNames);
  return { name, email: `${slugOf(name)}.${index + 1}@example.com`, phone: `+91 ${random.int(70_000, 99_999)} ${random.int(10_000, 99_999)}` };
}

async function insertEnquiries(trx: Transaction<Database>, random: SeededRandom, count: number, now: Date): Promise<void> {
  const attachmentIds = (await trx.selectFrom("attachments").select("id").where("file_name", "like", "requirements-%").orderBy("id").execute()).map((row) => row.id);
  const every = attachmentIds.length > 0 ? Math.max(1, Math.floor(count / attachmentIds.length)) : 0;
  await insertInChunks(trx, "enquiries", count, (index) => {
    const received = spreadOver(now, 2 * 365, index, count);
    const attachment = every > 0 && index % every === 0 ? attachmentIds[index / every] : undefined;
    return {
      ...person(random, index),
      message: [sentence(random, random.int(10, 25)), sentence(random, random.int(10, 25))].join(" "),
      client_address: `203.0.113.${index % 250}`,
      attachment_id: attachment ?? null,
      ...inboxState(random, received, now),
      created_at: received.toISOString(),
    };
  });
}

async function insertApplications(trx: Transaction<Database>, random: SeededRandom, count: number, now: Date): Promise<void> {
  const jobs = await trx.selectFrom("jobs").select(["id", "job_title"]).orderBy("id").execute();
  await insertInChunks(trx, "applications", count, (index) => {
    const received = spreadOver(now, 2 * 365, index, count);
    const job = random.pick(jobs);
    return {
      ...person(random, index),
      job_id: job.id,
      job_title: job.job_title,
      message: sentence(random, random.int(10, 40)),
      client_address: `198.51.100.${index % 250}`,
      attachment_id: null,
      ...inboxState(random, received, now),
      created_at: received.toISOString(),
    };
  });
}

async function insertOutbox(trx: Transaction<Database>, random: SeededRandom, count: number, now: Date): Promise<void> {
  await insertInChunks(trx, "outbox", count, (index) => {
    const queued = spreadOver(now, 2 * 365, index, count).toISOString();
    const failed = random.chance(0.01);
    return {
      kind: "enquiry-notification",
      to_address: "sales@kairav.example",
      subject: `New enquiry from ${random.pick(largeVisitorNames)}`,
      body_text: paragraph(random),
      status: failed ? "failed" : "sent",
      attempts: failed ? 5 : 1,
      next_attempt_at: queued,
      last_error: failed ? "550 mailbox unavailable" : null,
      created_at: queued,
      sent_at: failed ? null : queued,
    };
  });
}

const auditActions = ["post.update", "comment.hide", "enquiry.mark-handled", "application.mark-handled", "job.update", "page.publish", "media.upload"] as const;

async function insertAudit(trx: Transaction<Database>, random: SeededRandom, count: number, now: Date): Promise<void> {
  await insertInChunks(trx, "audit_log", count, (index) => {
    const action = random.pick(auditActions);
    return { user_id: null, action, target: `${action.split(".")[0]} ${random.int(1, 20_000)}`, created_at: spreadOver(now, 3 * 365, index, count).toISOString() };
  });
}
