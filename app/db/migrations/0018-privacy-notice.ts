import { type Kysely, type Migration, sql } from "kysely";
import { privacyNoticePage } from "#app/content/pages/aboutus/privacy.ts";
import { DEFAULT_INBOX_RETENTION_DAYS } from "#app/config/inbox-retention.ts";
import { site } from "#app/config/site.ts";
import { pageSearchDocument } from "#app/features/search/search-document-of.server.ts";

/*
 * The privacy notice joins a site that already runs: its page (about family, slug `privacy`,
 * served at /privacy) published with a first revision and a search row, and a link to it in the
 * footer of the published settings (and of their draft, so a later publish keeps it), with a
 * settings revision saying why they changed. Nothing else is touched: no other page, and no
 * setting but the one link.
 *
 * A new database has no pages and no settings yet when this runs: the start-up seeds give it
 * both, the notice and the link included, so the migration leaves it alone (adding a page here
 * would make the page seed think the site was seeded already).
 */

const NOTICE = { family: "aboutus", slug: "privacy" } as const;
const LINK = { label: "Privacy notice", to: "/privacy" };
const MAX_FOOTER_COLUMNS = 6;

type FooterColumn = { kind?: unknown; heading?: unknown; links?: unknown };

/**
 * The settings document with the link in its footer: in the Company column, else the last column
 * of links, else a column of its own when there is room. The same document when the footer links
 * there already or its shape is not one this knows (a hand-edited row is left as it is).
 */
export function withPrivacyLink(json: string): string {
  let document: { footer?: unknown };
  try {
    document = JSON.parse(json) as { footer?: unknown };
  } catch {
    return json;
  }
  if (!document || typeof document !== "object" || !Array.isArray(document.footer)) return json;
  const footer = document.footer as FooterColumn[];
  const linkColumns = footer.filter((column) => column && column.kind === "links" && Array.isArray(column.links));
  if (linkColumns.some((column) => (column.links as { to?: unknown }[]).some((link) => link?.to === LINK.to))) return json;
  const column = linkColumns.find((candidate) => candidate.heading === "Company") ?? linkColumns.at(-1);
  if (column) (column.links as unknown[]).push({ ...LINK });
  else if (footer.length < MAX_FOOTER_COLUMNS) footer.push({ kind: "links", heading: "Legal", links: [{ ...LINK }] });
  else return json;
  return JSON.stringify(document);
}

function companyEmailOf(settingsJson: string | undefined): string {
  try {
    const email = (JSON.parse(settingsJson ?? "null") as { company?: { email?: unknown } } | null)?.company?.email;
    return typeof email === "string" && email.includes("@") ? email : site.email;
  } catch {
    return site.email;
  }
}

function companyNameOf(settingsJson: string | undefined): string {
  try {
    const name = (JSON.parse(settingsJson ?? "null") as { company?: { name?: unknown } } | null)?.company?.name;
    return typeof name === "string" && name.trim() ? name : site.name;
  } catch {
    return site.name;
  }
}

async function addNoticePage(db: Kysely<any>, settingsJson: string | undefined, now: string): Promise<void> {
  const pages = await db.selectFrom("pages").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow();
  if (Number(pages.n) === 0) return;
  const existing = await db.selectFrom("pages").select("id").where("family", "=", NOTICE.family).where("slug", "=", NOTICE.slug).executeTakeFirst();
  if (existing) return;
  const last = await db.selectFrom("pages").select((eb) => eb.fn.max("position").as("position")).where("family", "=", NOTICE.family).executeTakeFirst();
  const published = JSON.stringify(
    privacyNoticePage({ companyName: companyNameOf(settingsJson), companyEmail: companyEmailOf(settingsJson), inboxRetentionDays: DEFAULT_INBOX_RETENTION_DAYS }),
  );
  const { id } = await db
    .insertInto("pages")
    .values({
      family: NOTICE.family,
      slug: NOTICE.slug,
      position: last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1,
      published,
      draft: null,
      version: 1,
      publish_at: null,
      created_at: now,
      updated_at: now,
      updated_by: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.insertInto("page_revisions").values({ page_id: id, document: published, note: "Added with the privacy notice", author_id: null, created_at: now }).execute();
  const search = pageSearchDocument({ id: Number(id), family: NOTICE.family, slug: NOTICE.slug, published });
  if (search) await db.insertInto("search_documents").values({ ...search, updated_at: now }).execute();
}

async function linkFromFooter(db: Kysely<any>, settings: { published: string; draft: string | null; version: number } | undefined, now: string): Promise<void> {
  if (!settings) return;
  const published = withPrivacyLink(settings.published);
  const draft = settings.draft === null ? null : withPrivacyLink(settings.draft);
  if (published === settings.published && draft === settings.draft) return;
  // The version moves, so an editor open on the old settings is told to reload rather than drop the link.
  await db
    .updateTable("site_documents")
    .set({ published, draft, version: sql`version + 1`, updated_at: now })
    .where("name", "=", "settings")
    .execute();
  if (published !== settings.published) {
    await db.insertInto("site_document_revisions").values({ name: "settings", document: published, note: "Privacy notice linked from the footer", author_id: null, created_at: now }).execute();
  }
}

// Kysely<any>: migrations must not depend on the app's current types.
async function up(db: Kysely<any>): Promise<void> {
  const now = new Date().toISOString();
  const settings = await db.selectFrom("site_documents").select(["published", "draft", "version"]).where("name", "=", "settings").executeTakeFirst();
  await addNoticePage(db, settings?.published, now);
  await linkFromFooter(db, settings, now);
}

// The page and the link are content from then on: staff may have changed or removed either, so
// going back leaves them as they are.
async function down(): Promise<void> {}

export const privacyNoticeMigration: Migration = { up, down };
