import { afterAll, beforeAll, expect, it } from "vitest";
import { seedDemoContentIfEmpty } from "#app/db/seed/seed-demo-content.server.ts";
import type { PostInput } from "#app/features/admin/posts/post-form-schema.ts";
import { savePost } from "#app/features/admin/posts/save-post.server.ts";
import { SUGGESTIONS_MAX, type SearchSuggestions } from "#app/features/search/search-suggestions.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { sendRaw } from "#tests/helpers/raw-http.ts";
import { startTestServer } from "./start-test-server.ts";

// The search box's suggestions (/search/suggest?q=) over HTTP, through the real server and the
// production build, on each database.

const today = () => new Date().toISOString().slice(0, 10);
const STAFF_ID = 1;

function post(overrides: Partial<PostInput>): PostInput {
  return { title: "A post", slug: "a-post", authorName: "Asha Rao", publishedOn: today(), status: "published", categoryIds: [], content: "Body.", coverSrc: null, excerpt: null, ...overrides };
}

/** Typed text that must never cost more than an empty answer: too short, too long, punctuation, either engine's syntax. */
const ODD_QUERIES = [
  "",
  " ",
  "a",
  "x".repeat(500),
  "cloud ".repeat(100),
  "!!! ???",
  '"',
  "*",
  "(",
  "NEAR",
  '"cloud* AND (migration OR -kube) NEAR title:x ^y',
  "'; drop table search_documents; --",
  "x & y | !z <-> w",
  "kube:*",
  "😀🚀",
  "<script>alert(1)</script>",
];

describeEachDatabase("the search box's suggestions over HTTP", (getDb) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const suggest = async (q: string) => {
    const response = await fetch(server.url(`/search/suggest?q=${encodeURIComponent(q)}`));
    return { status: response.status, headers: response.headers, body: (await response.json()) as SearchSuggestions };
  };
  const titleOf = (parts: SearchSuggestions["suggestions"][number]["title"]) => parts.map((part) => (part.marked ? `[${part.text}]` : part.text)).join("");

  beforeAll(async () => {
    await seedDemoContentIfEmpty(getDb());
    server = await startTestServer(getDb());
  });
  afterAll(async () => {
    await server?.close();
  });

  it("answers JSON the same for everyone, kept briefly by browsers and out of search engines", async () => {
    const answer = await suggest("Thor platform");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
    expect(answer.headers.get("cache-control")).toBe("public, max-age=60");
    expect(answer.headers.get("x-robots-tag")).toBe("noindex");
    expect(answer.headers.get("set-cookie")).toBeNull();
    expect(answer.body.query).toBe("Thor platform");
    const thor = answer.body.suggestions.find((suggestion) => suggestion.url === "/solutions/thor-platform");
    expect(thor).toMatchObject({ kindLabel: "Page", section: "Solutions" });
    expect(titleOf(thor!.title)).toContain("[Thor]");
  });

  it("reads the last word as the start of a longer one, as the visitor is still typing it", async () => {
    expect((await suggest("Thor plat")).body.suggestions.map((suggestion) => suggestion.url)).toContain("/solutions/thor-platform");
    const jobs = await suggest("engin");
    expect(jobs.body.suggestions.some((suggestion) => /^\/careers\?job=\d+$/.test(suggestion.url) && suggestion.kindLabel === "Job")).toBe(true);
  });

  it(`offers at most ${SUGGESTIONS_MAX} results, best first, and says how many the search page has`, async () => {
    const count = SUGGESTIONS_MAX + 3;
    for (let index = 0; index < count; index += 1) {
      const saved = await savePost(getDb(), { input: post({ title: `Pangolin census ${index}`, slug: `pangolin-census-${index}`, content: "Counting pangolins." }), userId: STAFF_ID });
      if (!saved.ok) throw new Error("post not saved");
    }
    const answer = await suggest("pangolin");
    expect(answer.body.total).toBe(count);
    expect(answer.body.suggestions).toHaveLength(SUGGESTIONS_MAX);
    for (const suggestion of answer.body.suggestions) {
      expect(suggestion.kindLabel).toBe("Blog post");
      expect(suggestion.section).toBe("Asha Rao");
      expect(titleOf(suggestion.title)).toMatch(/^\[Pangolin\] census \d+$/);
    }
  });

  it("offers a post made public a moment ago, its title as text", async () => {
    expect((await suggest("quokka")).body.total).toBe(0);
    const saved = await savePost(getDb(), { input: post({ title: "Quokka <b>smiles</b>", slug: "quokka-smiles", content: "Field notes." }), userId: STAFF_ID });
    if (!saved.ok) throw new Error("post not saved");
    const answer = await suggest("quokka");
    expect(answer.body.suggestions.map((suggestion) => suggestion.url)).toEqual([`/blog/${saved.id}`]);
    expect(titleOf(answer.body.suggestions[0]!.title)).toBe("[Quokka] <b>smiles</b>");
  });

  it("answers every odd text with suggestions or none, never an error", async () => {
    for (const q of ODD_QUERIES) {
      const answer = await suggest(q);
      expect(answer.status, JSON.stringify(q)).toBe(200);
      expect(answer.body.suggestions.length, JSON.stringify(q)).toBeLessThanOrEqual(SUGGESTIONS_MAX);
    }
    for (const q of ["", "a", "!!! ???", "*", "😀🚀"]) expect((await suggest(q)).body, JSON.stringify(q)).toEqual({ query: "", total: 0, suggestions: [] });
    expect((await suggest("x".repeat(500))).body.query).toHaveLength(200);
    // Without any q, and with bytes no browser would send, straight onto the wire.
    expect((await fetch(server.url("/search/suggest"))).status).toBe(200);
    const port = Number(new URL(server.url("/")).port);
    for (const target of ["/search/suggest?q=%00%01%02", "/search/suggest?q=%ff%fe", "/search/suggest?q=%", "/search/suggest?q[]=a&q[]=b"]) {
      const answer = await sendRaw({ port, head: `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close` });
      expect(answer.status, target).not.toBeNull();
      expect(answer.status!, target).toBeLessThan(500);
    }
  });
});
