// The first view of a page after staff publish a change to it (ADR 013): the page is rendered from
// the database, its critical CSS inlined and its gzip copy made on that request, then kept in
// memory. Staff publish through the real editor endpoint; the public request is timed to its last byte.
import os from "node:os";
import Database from "better-sqlite3";
import { signIn } from "./staff-session.ts";

/** The staff user the server creates at start for this scenario (ADMIN_BOOTSTRAP_* in its environment). */
export const PUBLISH_RENDER_STAFF = { email: "bench-publish@kairav.example", password: "bench publish password 2026" };

export const publishRenderSettings = {
  // The largest page of the seeded site: the most sections and use cases.
  family: "solutions",
  slug: "thor-platform",
  publishes: 9,
  // The gap between publishes: the brotli copy made in the background after a first view is done by then.
  pauseMs: 1_000,
  target: { firstViewMs: 50 },
} as const;

export type PublishRenderResult = {
  settings: typeof publishRenderSettings;
  documentBytes: number;
  htmlBytes: number;
  /** Each publish's first view, in order. */
  firstViewMs: number[];
  /** The same page once more, from memory, after each first view. */
  keptMs: number[];
  loadAverage: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function timedGet(url: string): Promise<{ ms: number; bytes: number; text: string }> {
  const started = performance.now();
  // What a browser asks for: the server may answer gzip or, once made, brotli.
  const response = await fetch(url, { headers: { "accept-encoding": "br, gzip" } });
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return { ms, bytes: Buffer.byteLength(text), text };
}

/** Publishes changed leads of the page and times the public request after each; `sqlitePath` is the server's database, read for the page's id, version and document. */
export async function measurePublishRender(origin: string, sqlitePath: string): Promise<PublishRenderResult> {
  const settings = publishRenderSettings;
  const session = await signIn(origin, PUBLISH_RENDER_STAFF);
  const database = new Database(sqlitePath, { readonly: true });
  const pageUrl = `${origin}/${settings.family}/${settings.slug}`;
  const loadAverage = os.loadavg()[0]!;
  const firstViewMs: number[] = [];
  const keptMs: number[] = [];
  let documentBytes = 0;
  let htmlBytes = 0;
  try {
    await timedGet(pageUrl);
    for (let round = 1; round <= settings.publishes; round++) {
      const row = database.prepare("select id, version, published, draft from pages where family = ? and slug = ?").get(settings.family, settings.slug) as
        | { id: number; version: number; published: string | null; draft: string | null }
        | undefined;
      if (!row?.published) throw new Error(`/${settings.family}/${settings.slug} is not a published page`);
      const document = JSON.parse(row.draft ?? row.published) as { lead: string };
      const marker = `Published for measurement ${round}.`;
      document.lead = `${document.lead.replace(/ Published for measurement \d+\.$/, "")} ${marker}`;
      const body = JSON.stringify(document);
      documentBytes = Buffer.byteLength(body);
      const form = new URLSearchParams({ csrf: session.csrf, intent: "publish", version: String(row.version), document: body });
      const published = await fetch(`${origin}/admin/pages/${row.id}`, {
        method: "POST",
        redirect: "manual",
        headers: { cookie: session.cookie, origin, "content-type": "application/x-www-form-urlencoded" },
        body: form,
      });
      await published.arrayBuffer();
      if (published.status !== 200) throw new Error(`publishing /${settings.family}/${settings.slug} answered ${published.status}`);

      const first = await timedGet(pageUrl);
      if (!first.text.includes(marker)) throw new Error(`the first view after publish ${round} does not show the change`);
      firstViewMs.push(first.ms);
      htmlBytes = first.bytes;
      keptMs.push((await timedGet(pageUrl)).ms);
      await sleep(settings.pauseMs);
    }
  } finally {
    database.close();
  }
  return { settings, documentBytes, htmlBytes, firstViewMs, keptMs, loadAverage };
}
