import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { contentVersion } from "#app/lib/content-version.server.ts";
import { SITE_DOCUMENT_KINDS, type SiteDocumentOf } from "#app/content/site-documents.ts";
import type { SiteDocumentName } from "#app/db/schema.ts";
import { contentPageSchema } from "#app/model/content-page.ts";
import { publishedSiteOf, seededSite, type PublishedSite } from "./published-site.ts";

type Cached = { version: number; site: Promise<PublishedSite> };
const cache = new WeakMap<Kysely<Database>, Cached>();
const lastRead = new WeakMap<Kysely<Database>, PublishedSite>();

async function readPublishedSite(db: Kysely<Database>): Promise<PublishedSite> {
  const [rows, documents] = await Promise.all([
    db.selectFrom("pages").select(["published"]).where("published", "is not", null).orderBy("position").orderBy("id").execute(),
    db.selectFrom("site_documents").select(["name", "published"]).execute(),
  ]);
  // A document without a row: a database the server has not seeded yet (it seeds at start) starts as seeded.
  const read = <Name extends SiteDocumentName>(name: Name): SiteDocumentOf<Name> => {
    const json = documents.find((row) => row.name === name)?.published;
    const { schema, seed } = SITE_DOCUMENT_KINDS[name];
    return (json ? schema.parse(JSON.parse(json)) : seed) as SiteDocumentOf<Name>;
  };
  const site = publishedSiteOf(
    rows.map((row) => contentPageSchema.parse(JSON.parse(row.published!))),
    { settings: read("settings"), home: read("home"), celebrations: read("celebrations") },
  );
  lastRead.set(db, site);
  return site;
}

/**
 * The published pages, home page, gallery and settings, read once per version of the pages' content: every page view reads them
 * (the menus list them), a publish moves the version (on every instance, with Redis) and the next
 * read fetches them again. While the database is out of reach, the pages last read are kept, so
 * pages and menus go on as they were; a failed read is retried on the next call. Without a
 * database (the build's prerendering): the seeded pages, which an empty database starts with.
 */
export function getPublishedSite(db: Kysely<Database> | undefined): Promise<PublishedSite> {
  if (!db) return Promise.resolve(seededSite);
  const version = contentVersion(db, "pages").current();
  const cached = cache.get(db);
  if (cached && cached.version === version) return cached.site;
  const site = readPublishedSite(db).catch((error: unknown) => {
    if (cache.get(db)?.site === site) cache.delete(db);
    const previous = lastRead.get(db);
    if (previous) return previous;
    throw error;
  });
  cache.set(db, { version, site });
  return site;
}

/**
 * The published site for what every visitor sees around and on a page; were it never readable
 * since the start (the database away), the site a new database starts with, so the page goes on.
 */
export function getPublishedSiteOrSeeded(db: Kysely<Database> | undefined): Promise<PublishedSite> {
  return getPublishedSite(db).catch(() => seededSite);
}
