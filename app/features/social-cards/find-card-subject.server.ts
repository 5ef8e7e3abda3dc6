import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import type { CardSection, SocialCard } from "#app/components/seo/social-card-address.ts";
import { lastPublicDate } from "#app/features/blog/last-public-date.ts";
import { getPublishedSite } from "#app/features/pages/get-published-site.server.ts";
import { pageFamilies, type ContentPageFamily } from "#app/model/content-page.ts";

/** The largest id PostgreSQL's integer column holds; anything above cannot be a row. */
const MAX_ID = 2_147_483_647;

function rowId(id: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(id)) return null;
  const number = Number(id);
  return number <= MAX_ID ? number : null;
}

function isPageFamily(section: CardSection): section is ContentPageFamily {
  return (pageFamilies as readonly string[]).includes(section);
}

/**
 * What the card of a public item shows now: a published page (by its family and slug), a post
 * visitors can read, an open job opening. Null for anything visitors cannot see, so no card is
 * drawn for a draft, a closed opening or an id that does not exist.
 */
export async function findCardSubject(db: Kysely<Database>, section: CardSection, id: string): Promise<SocialCard | null> {
  const site = await getPublishedSite(db);
  const siteName = site.settings.company.name;
  if (isPageFamily(section)) {
    const page = site.find(section, id);
    return page ? { section, id, title: page.title, siteName } : null;
  }
  const number = rowId(id);
  if (number === null) return null;
  if (section === "blog") {
    const post = await db
      .selectFrom("posts")
      .select("title")
      .where("id", "=", number)
      .where("status", "=", "published")
      .where("published_on", "<=", lastPublicDate())
      .executeTakeFirst();
    return post ? { section, id, title: post.title, siteName } : null;
  }
  const today = new Date().toISOString().slice(0, 10);
  const job = await db.selectFrom("jobs").select("post_title").where("id", "=", number).where("status", "=", "open").where("valid_through", ">=", today).executeTakeFirst();
  return job ? { section, id, title: job.post_title, siteName } : null;
}
