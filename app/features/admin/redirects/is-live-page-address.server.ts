import type { Kysely } from "kysely";
import { PAGE_FAMILIES, type Database } from "#app/db/schema.ts";

/** The fixed pages and files of app/routes.ts that visitors open. */
const FIXED_PUBLIC_PATHS = new Set(["/", "/solutions", "/aboutus/our-celebrations", "/blog", "/blog/rss.xml", "/careers", "/contactus", "/search", "/robots.txt", "/sitemap.xml"]);

/**
 * Whether visitors find something at this address today: a fixed page, a published page or a
 * published post. Such an address may still be redirected (a page replaced by another, say): the
 * redirect wins over it, which staff are told.
 */
export async function isLivePageAddress(db: Kysely<Database>, path: string): Promise<boolean> {
  if (FIXED_PUBLIC_PATHS.has(path)) return true;
  const [, first, second, ...rest] = path.split("/");
  if (!first || !second || rest.length > 0) return false;
  if (first === "blog") {
    if (!/^[1-9]\d{0,9}$/.test(second) || Number(second) > 2_147_483_647) return false;
    const post = await db.selectFrom("posts").select("id").where("id", "=", Number(second)).where("status", "=", "published").executeTakeFirst();
    return post !== undefined;
  }
  const family = PAGE_FAMILIES.find((candidate) => candidate === first);
  if (!family) return false;
  const page = await db.selectFrom("pages").select("id").where("family", "=", family).where("slug", "=", second).where("published", "is not", null).executeTakeFirst();
  return page !== undefined;
}
