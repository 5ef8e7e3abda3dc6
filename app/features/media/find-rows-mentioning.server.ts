import type { Kysely, Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";

/*
 * The rows that may show a library item: pages and site-wide documents (published version or draft)
 * and post covers whose stored JSON contains one of `searchTexts` (see library-item-files.ts). A
 * first narrowing in SQL, shared by the usage lookup and the replacement; callers read each
 * document to confirm a whole address.
 */

type Db = Kysely<Database> | Transaction<Database>;

export function pagesMentioning(db: Db, searchTexts: readonly string[]) {
  return db
    .selectFrom("pages")
    .select(["id", "family", "slug", "published", "draft", "version"])
    .where(({ or, eb }) => or(searchTexts.flatMap((text) => [eb("published", "like", `%${text}%`), eb("draft", "like", `%${text}%`)])))
    .orderBy("id")
    .execute();
}

export function siteDocumentsMentioning(db: Db, searchTexts: readonly string[]) {
  return db
    .selectFrom("site_documents")
    .select(["name", "published", "draft", "version"])
    .where(({ or, eb }) => or(searchTexts.flatMap((text) => [eb("published", "like", `%${text}%`), eb("draft", "like", `%${text}%`)])))
    .orderBy("name")
    .execute();
}

export function postCoversMentioning(db: Db, searchTexts: readonly string[]) {
  return db
    .selectFrom("posts")
    .select(["id", "title", "status", "cover"])
    .where(({ or, eb }) => or(searchTexts.map((text) => eb("cover", "like", `%${text}%`))))
    .orderBy("id")
    .execute();
}

/** Posts whose social picture (migration 0016) is one of the files whose `searchTexts` are given. */
export function postSocialImagesMentioning(db: Db, searchTexts: readonly string[]) {
  return db
    .selectFrom("posts")
    .select(["id", "title", "status", "social_image"])
    .where(({ or, eb }) => or(searchTexts.map((text) => eb("social_image", "like", `%${text}%`))))
    .orderBy("id")
    .execute();
}

/** Job openings whose social picture (migration 0016) is one of the files whose `searchTexts` are given. */
export function jobSocialImagesMentioning(db: Db, searchTexts: readonly string[]) {
  return db
    .selectFrom("jobs")
    .select(["id", "post_title", "status", "social_image"])
    .where(({ or, eb }) => or(searchTexts.map((text) => eb("social_image", "like", `%${text}%`))))
    .orderBy("id")
    .execute();
}
