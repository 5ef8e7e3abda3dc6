import type { Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { reindexJob, reindexPage, reindexPost } from "./reindex-search-documents.server.ts";

/**
 * Writes the search rows of everything public again, from the pages, posts and jobs as they are:
 * after a restore or an import, which carry those tables but not the rows derived from them.
 * Returns how many rows the search holds afterwards.
 */
export async function rebuildSearchDocuments(trx: Transaction<Database>, now = new Date()): Promise<number> {
  await trx.deleteFrom("search_documents").execute();
  const pages = await trx.selectFrom("pages").select("id").where("published", "is not", null).orderBy("id").execute();
  for (const { id } of pages) await reindexPage(trx, id, now);
  const posts = await trx.selectFrom("posts").select("id").where("status", "=", "published").orderBy("id").execute();
  for (const { id } of posts) await reindexPost(trx, id, now);
  const jobs = await trx.selectFrom("jobs").select("id").where("status", "=", "open").orderBy("id").execute();
  for (const { id } of jobs) await reindexJob(trx, id, now);
  const { count } = await trx.selectFrom("search_documents").select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
  return Number(count);
}
