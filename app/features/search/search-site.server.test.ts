import { beforeAll, expect, it } from "vitest";
import { seedPages } from "#app/content/seed-pages.ts";
import { createJob } from "#app/features/admin/jobs/create-job.server.ts";
import { deleteJob } from "#app/features/admin/jobs/delete-job.server.ts";
import { setJobStatus } from "#app/features/admin/jobs/set-job-status.server.ts";
import { updateJob } from "#app/features/admin/jobs/update-job.server.ts";
import { createPage, publishDuePages, publishPage, savePageDraft, schedulePage, unpublishPage } from "#app/features/admin/pages/page-writes.server.ts";
import { deletePost } from "#app/features/admin/posts/delete-post.server.ts";
import type { PostInput } from "#app/features/admin/posts/post-form-schema.ts";
import { savePost } from "#app/features/admin/posts/save-post.server.ts";
import { seedPagesIfEmpty } from "#app/features/pages/seed-pages.server.ts";
import type { ContentPage } from "#app/model/content-page.ts";
import { sampleJob } from "#tests/helpers/sample-job.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { getSearchPage, type SearchPage } from "./get-search-page.server.ts";
import { reindexJob } from "./reindex-search-documents.server.ts";
import { SEARCH_RESULTS_PER_PAGE } from "./search-site.server.ts";

// The search through the writes staff make, on each database: what is public is found, at once,
// and nothing else. Every test uses words of its own, so the tests do not see each other's rows.

const DAY_MS = 24 * 60 * 60 * 1000;
const today = () => new Date().toISOString().slice(0, 10);
const dayFromToday = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
// audit_log.user_id is not a foreign key: writes can be made in the name of a staff id without a row.
const STAFF_ID = 1;
const actor = { userId: null };

const videoKyc = seedPages.find((page) => page.slug === "videokyc")!;
const thor = seedPages.find((page) => page.slug === "thor-platform")!;
const useCases = thor.sections.find((section) => section.kind === "use-cases")!;
if (useCases.kind !== "use-cases") throw new Error("The Thor page has no use cases");

/** A solutions page whose one use case tells, in its modal only, of `word`. */
function solutionPage(slug: string, word: string, lead = "A platform page for the search tests."): ContentPage {
  const story = { ...useCases.useCases[0]!, aboutCompany: `A cooperative bank that ran on ${word} ledgers for twenty years.` };
  return { ...videoKyc, slug, title: `Search test ${slug}`, lead, sections: [{ ...useCases, useCases: [story] }] };
}

function post(overrides: Partial<PostInput>): PostInput {
  return { title: "A post", slug: "a-post", authorName: "Asha Rao", publishedOn: today(), status: "published", categoryIds: [], content: "Body.", coverSrc: null, excerpt: null, ...overrides };
}

function results(page: SearchPage) {
  if (page.state !== "results") throw new Error(`expected results, got ${page.state}`);
  return page;
}

describeEachDatabase("the site search", (getDb) => {
  const search = async (q: string, extra = "") => getSearchPage(getDb(), new URL(`http://site.test/search?q=${encodeURIComponent(q)}${extra}`));
  const urlsFor = async (q: string) => results(await search(q)).results.map((result) => result.url);

  async function publishNewPage(document: ContentPage) {
    const created = await createPage(getDb(), document, actor);
    if (!created.ok) throw new Error("page not created");
    const published = await publishPage(getDb(), created.id, 1, actor);
    if (!published.ok) throw new Error(`page not published: ${published.reason}`);
    return { id: created.id, version: published.version };
  }

  beforeAll(async () => {
    await seedPagesIfEmpty(getDb());
  });

  it("finds the seeded pages from the start", async () => {
    const found = results(await search("Thor platform"));
    expect(found.results.map((result) => result.url)).toContain("/solutions/thor-platform");
  });

  it("finds a use case's modal text inside a solution page and links to that page, the word marked", async () => {
    await publishNewPage(solutionPage("quokka-banking", "Quokkaworks"));
    const found = results(await search("quokkaworks"));
    expect(found.total).toBe(1);
    const [result] = found.results;
    expect(result).toMatchObject({ url: "/solutions/quokka-banking", kindLabel: "Page", section: "Solutions" });
    expect(result!.title.map((part) => part.text).join("")).toBe("Search test quokka-banking");
    expect(result!.snippet.filter((part) => part.marked).map((part) => part.text)).toEqual(["Quokkaworks"]);
  });

  it("leaves a draft unfound until it is published, then finds it at its new address", async () => {
    const { id, version } = await publishNewPage(solutionPage("heron-banking", "Heronworks"));
    const saved = await savePageDraft(getDb(), id, version, { ...solutionPage("heron-ledgers", "Heronworks"), lead: "Now with zebrafinch reconciliation." }, actor);
    if (!saved.ok) throw new Error("draft not saved");
    expect(results(await search("zebrafinch")).total).toBe(0);
    expect(await urlsFor("heronworks")).toEqual(["/solutions/heron-banking"]);

    expect((await publishPage(getDb(), id, saved.version, actor)).ok).toBe(true);
    expect(await urlsFor("zebrafinch")).toEqual(["/solutions/heron-ledgers"]);
    expect(await urlsFor("heronworks")).toEqual(["/solutions/heron-ledgers"]);
  });

  it("publishes a scheduled page into the results when its time comes", async () => {
    const { id, version } = await publishNewPage(solutionPage("kestrel-banking", "Kestrelworks"));
    const saved = await savePageDraft(getDb(), id, version, { ...solutionPage("kestrel-banking", "Kestrelworks"), lead: "Scheduled words about ptarmigans." }, actor);
    if (!saved.ok) throw new Error("draft not saved");
    const at = new Date(Date.now() + 60 * 60 * 1000);
    expect((await schedulePage(getDb(), id, saved.version, at, actor)).ok).toBe(true);
    expect(results(await search("ptarmigans")).total).toBe(0);
    expect(await publishDuePages(getDb(), new Date(at.getTime() + 1))).toBeGreaterThanOrEqual(1);
    expect(await urlsFor("ptarmigans")).toEqual(["/solutions/kestrel-banking"]);
  });

  it("drops an unpublished page from the results as soon as the write returns", async () => {
    const { id, version } = await publishNewPage(solutionPage("ibis-banking", "Ibisworks"));
    expect(results(await search("ibisworks")).total).toBe(1);
    expect((await unpublishPage(getDb(), id, version, actor)).ok).toBe(true);
    expect(results(await search("ibisworks")).total).toBe(0);
  });

  it("finds a published post, not a draft nor one dated later, and loses it when it is deleted", async () => {
    const published = await savePost(getDb(), { input: post({ title: "Lyrebird telemetry at scale", slug: "lyrebird-telemetry", content: "## Why\n\nWe shipped **lyrebird** probes." }), userId: STAFF_ID });
    const draft = await savePost(getDb(), { input: post({ title: "Lyrebird draft", slug: "lyrebird-draft", status: "draft" }), userId: STAFF_ID });
    const later = await savePost(getDb(), { input: post({ title: "Lyrebird tomorrow", slug: "lyrebird-tomorrow", publishedOn: dayFromToday(2) }), userId: STAFF_ID });
    if (!published.ok || !draft.ok || !later.ok) throw new Error("posts not saved");

    const found = results(await search("lyrebird"));
    expect(found.results.map((result) => [result.url, result.kindLabel, result.section])).toEqual([[`/blog/${published.id}`, "Blog post", "Asha Rao"]]);
    // The Markdown is indexed as the words it shows.
    expect(found.results[0]!.snippet.map((part) => part.text).join("")).not.toMatch(/##|\*\*/);

    expect(await deletePost(getDb(), { id: published.id, userId: STAFF_ID })).toBe(true);
    expect(results(await search("lyrebird")).total).toBe(0);

    // Made public by a save: found from then on.
    expect((await savePost(getDb(), { id: draft.id, input: post({ title: "Lyrebird draft", slug: "lyrebird-draft" }), userId: STAFF_ID })).ok).toBe(true);
    expect(await urlsFor("lyrebird")).toEqual([`/blog/${draft.id}`]);
  });

  it("finds an open job until it is closed, updated away, expired or deleted", async () => {
    const job = (summary: string, validThrough = dayFromToday(30)) => sampleJob({ jobTitle: "Platform Engineer", postTitle: "Platform Engineer (kookaburra stack)", summary, datePosted: today(), validThrough });
    const id = await createJob(getDb(), job("Run our kookaburra clusters."), STAFF_ID);
    expect((await search("kookaburra")).status).toBe(200);
    const found = results(await search("kookaburra"));
    expect(found.results.map((result) => [result.url, result.kindLabel, result.section])).toEqual([[`/careers?job=${id}`, "Job", "Pune, India"]]);
    expect(found.results[0]!.title.filter((part) => part.marked).map((part) => part.text)).toEqual(["kookaburra"]);

    expect(await setJobStatus(getDb(), id, "closed", STAFF_ID)).toBe("changed");
    expect(results(await search("kookaburra")).total).toBe(0);
    expect(await setJobStatus(getDb(), id, "open", STAFF_ID)).toBe("changed");
    expect(results(await search("kookaburra")).total).toBe(1);

    expect(await updateJob(getDb(), id, { ...job("Run our cassowary clusters."), postTitle: "Platform Engineer" }, STAFF_ID)).toBe(true);
    expect(results(await search("kookaburra")).total).toBe(0);
    expect(results(await search("cassowary")).total).toBe(1);

    expect(await updateJob(getDb(), id, job("Run our cassowary clusters.", dayFromToday(-1)), STAFF_ID)).toBe(true);
    expect(results(await search("cassowary")).total).toBe(0);

    expect(await deleteJob(getDb(), id, STAFF_ID)).toBe(true);
    expect(await getDb().selectFrom("search_documents").select("id").where("kind", "=", "job").where("source_id", "=", id).execute()).toEqual([]);
  });

  it("keeps the search row with its transaction: a write rolled back leaves the results as they were", async () => {
    const id = await createJob(getDb(), sampleJob({ summary: "Tend the numbat fleet.", datePosted: today(), validThrough: dayFromToday(30) }), STAFF_ID);
    await expect(
      getDb()
        .transaction()
        .execute(async (trx) => {
          await trx.deleteFrom("jobs").where("id", "=", id).execute();
          await reindexJob(trx, id);
          throw new Error("rolled back");
        }),
    ).rejects.toThrow("rolled back");
    expect(results(await search("numbat")).total).toBe(1);
  });

  it("stems English words: migrating finds migration", async () => {
    const saved = await savePost(getDb(), { input: post({ title: "Checklists", slug: "checklists-for-moves", content: "Our database migration checklist for tapirs." }), userId: STAFF_ID });
    if (!saved.ok) throw new Error("post not saved");
    expect(await urlsFor("migrating tapir")).toEqual([`/blog/${saved.id}`]);
    // The last word may be unfinished.
    expect(await urlsFor("tapir checkl")).toEqual([`/blog/${saved.id}`]);
  });

  it("ranks a match in the title above one in the text", async () => {
    const inText = await savePost(getDb(), { input: post({ title: "Field notes", slug: "field-notes", content: "We met a wombat on the way." }), userId: STAFF_ID });
    const inTitle = await savePost(getDb(), { input: post({ title: "Wombat logistics", slug: "wombat-logistics", content: "Routes and depots." }), userId: STAFF_ID });
    if (!inText.ok || !inTitle.ok) throw new Error("posts not saved");
    expect(await urlsFor("wombat")).toEqual([`/blog/${inTitle.id}`, `/blog/${inText.id}`]);
  });

  it(`pages the results ${SEARCH_RESULTS_PER_PAGE} at a time, and answers 404 past the last page`, async () => {
    const total = SEARCH_RESULTS_PER_PAGE + 3;
    for (let index = 0; index < total; index += 1) {
      const saved = await savePost(getDb(), { input: post({ title: `Pangolin note ${index}`, slug: `pangolin-note-${index}`, content: "About pangolins." }), userId: STAFF_ID });
      if (!saved.ok) throw new Error("post not saved");
    }
    const first = results(await search("pangolin"));
    expect(first).toMatchObject({ status: 200, total, page: 1, pageCount: 2 });
    expect(first.results).toHaveLength(SEARCH_RESULTS_PER_PAGE);
    const second = results(await search("pangolin", "&page=2"));
    expect(second.results).toHaveLength(3);
    expect(new Set([...first.results, ...second.results].map((result) => result.url)).size).toBe(total);
    const past = results(await search("pangolin", "&page=3"));
    expect(past).toMatchObject({ status: 404, total, pageCount: 2, results: [] });
    expect((await search("pangolin", "&page=0")).status).toBe(400);
    expect((await search("pangolin", "&page=abc")).status).toBe(400);
  });

  it("answers every odd search with a page, never an error", async () => {
    const odd = ["", "a", "x".repeat(500), "!!!", '"', "*", "(", ")", "NEAR", "AND", "OR", "NOT", "-", ":", "^", '"unclosed', "cloud*", "a AND b OR (c", "NEAR(cloud migration)", "title:cloud", "^cloud", "-cloud", "x & y | !z <-> w", "'; drop table pages; --", "\u0301\u0301", "😀🚀", "सॉफ्टवेयर", "the and of", "%", "\\", "\u0000cloud"];
    for (const q of odd) {
      const page = await search(q);
      expect(page.status, JSON.stringify(q)).toBeLessThan(500);
    }
    expect((await search("")).state).toBe("empty");
    expect((await search("*")).state).toBe("no-words");
    expect(results(await search("x".repeat(500))).shortened).toBe(true);
  });
});
