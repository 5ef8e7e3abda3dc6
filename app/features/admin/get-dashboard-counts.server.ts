import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";

export type DashboardCounts = {
  newEnquiries: number;
  newApplications: number;
  visibleComments: number;
  hiddenComments: number;
  publishedPosts: number;
  openJobs: number;
  queuedMails: number;
  failedMails: number;
};

async function countWhere<T extends "enquiries" | "applications" | "comments" | "posts" | "jobs" | "outbox">(
  db: Kysely<Database>,
  table: T,
  status: string,
): Promise<number> {
  // Each of these tables has a text `status` column; the count comes back as a string on PostgreSQL.
  const row = await db
    .selectFrom(table as "posts")
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .where("status", "=", status as never)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function getDashboardCounts(db: Kysely<Database>): Promise<DashboardCounts> {
  const [newEnquiries, newApplications, visibleComments, hiddenComments, publishedPosts, openJobs, queuedMails, failedMails] = await Promise.all([
    countWhere(db, "enquiries", "new"),
    countWhere(db, "applications", "new"),
    countWhere(db, "comments", "visible"),
    countWhere(db, "comments", "hidden"),
    countWhere(db, "posts", "published"),
    countWhere(db, "jobs", "open"),
    countWhere(db, "outbox", "queued"),
    countWhere(db, "outbox", "failed"),
  ]);
  return { newEnquiries, newApplications, visibleComments, hiddenComments, publishedPosts, openJobs, queuedMails, failedMails };
}
