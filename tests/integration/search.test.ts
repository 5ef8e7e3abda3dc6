import { afterAll, beforeAll, expect, it } from "vitest";
import { seedDemoContentIfEmpty } from "#app/db/seed/seed-demo-content.server.ts";
import type { PostInput } from "#app/features/admin/posts/post-form-schema.ts";
import { savePost } from "#app/features/admin/posts/save-post.server.ts";
import { SEARCH_QUERY_MAX } from "#app/features/search/build-search-query.ts";
import { SEARCH_RESULTS_PER_PAGE } from "#app/features/search/search-site.server.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { sendRaw } from "#tests/helpers/raw-http.ts";
import { startTestServer } from "./start-test-server.ts";

// The search page over HTTP, through the real server and the production build, on each database.

const today = () => new Date().toISOString().slice(0, 10);
const STAFF_ID = 1;

function post(overrides: Partial<PostInput>): PostInput {
  return { title: "A post", slug: "a-post", authorName: "Asha Rao", publishedOn: today(), status: "published", categoryIds: [], content: "Body.", coverSrc: null, excerpt: null, ...overrides };
}

/** Whatever is typed, the page answers: the box always, and never a server error. */
const ODD_QUERIES = [
  "",
  "a",
  "x".repeat(500),
  "!!! ???",
  '"',
  "*",
  "(",
  "NEAR",
  "AND",
  "-",
  ":",
  "^",
  '"cloud* AND (migration OR -kube) NEAR title:x ^y',
  "'; drop table search_documents; --",
  "x & y | !z <-> w",
  "😀🚀",
  "सॉफ्टवेयर विकास",
  "\u0301\u0301",
  "the of and",
  "<script>alert(1)</script>",
];

/** The opening tags of `tag` in the page that carry every one of `attributes`, in any order. */
function tagsWith(html: string, tag: string, attributes: Record<string, string>): string[] {
  return (html.match(new RegExp(`<${tag}\\b[^>]*>`, "g")) ?? []).filter((found) => Object.entries(attributes).every(([name, value]) => found.includes(` ${name}="${value}"`)));
}

describeEachDatabase("the search page over HTTP", (getDb) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const get = async (path: string) => {
    const response = await fetch(server.url(path));
    return { status: response.status, headers: response.headers, html: await response.text() };
  };
  const searchFor = (q: string, extra = "") => get(`/search?q=${encodeURIComponent(q)}${extra}`);

  beforeAll(async () => {
    await seedDemoContentIfEmpty(getDb());
    server = await startTestServer(getDb());
  });
  afterAll(async () => {
    await server?.close();
  });

  it("opens with its heading, a labelled search box and a hint, kept out of search engines", async () => {
    const page = await get("/search");
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<h1[^>]*>Search<\/h1>/);
    expect(tagsWith(page.html, "form", { role: "search", method: "get", action: "/search" })).toHaveLength(2);
    expect(page.html).toMatch(/<label for="search-page-query"[^>]*>Search the site<\/label>/);
    expect(tagsWith(page.html, "input", { id: "search-page-query", type: "search", name: "q" })).toHaveLength(1);
    expect(page.html).toContain("Type a few words");
    expect(page.html).toContain('<meta name="robots" content="noindex"/>');
    expect(page.headers.get("x-robots-tag")).toBe("noindex");
    expect(page.html).not.toContain('role="status"');
  });

  it("lists what it found with its kind, a link, and the matching words marked, the count announced", async () => {
    const page = await searchFor("Thor platform");
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<p role="status"[^>]*>\d+ results? for “Thor platform”<\/p>/);
    expect(page.html).toContain('href="/solutions/thor-platform"');
    expect(page.html).toMatch(/<mark>Thor<\/mark>/);
    expect(page.html).toContain(">Page<");
    // The search stays in the box.
    expect(tagsWith(page.html, "input", { id: "search-page-query", value: "Thor platform" })).toHaveLength(1);

    const jobs = await searchFor("engineer");
    expect(jobs.html).toMatch(/href="\/careers\?job=\d+"/);
    expect(jobs.html).toContain(">Job<");
  });

  it("shows a post made public a moment ago: results are rendered for each request, never kept", async () => {
    expect((await searchFor("okapi")).html).toContain("No results for “okapi”.");
    const saved = await savePost(getDb(), { input: post({ title: "Okapi <b>sightings</b> & more", slug: "okapi-sightings", content: "Field notes about the okapi." }), userId: STAFF_ID });
    if (!saved.ok) throw new Error("post not saved");
    const page = await searchFor("okapi");
    expect(page.html).toContain(`href="/blog/${saved.id}"`);
    expect(page.html).toContain(">Blog post<");
    // Titles and texts are text: the stored markup comes out escaped, only the marks are elements.
    expect(page.html).toContain("<mark>Okapi</mark> &lt;b&gt;sightings&lt;/b&gt; &amp; more");
  });

  it("says so when nothing matches, and suggests where to look", async () => {
    const page = await searchFor("zzyzx qwxv");
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<p role="status"[^>]*>No results for “zzyzx qwxv”.<\/p>/);
    for (const path of ["/solutions", "/blog", "/careers", "/contactus"]) expect(page.html).toContain(`href="${path}"`);
  });

  it("answers every odd search with the page, never a server error", async () => {
    for (const q of ODD_QUERIES) {
      const page = await searchFor(q);
      expect(page.status, JSON.stringify(q)).toBe(200);
      expect(page.html, JSON.stringify(q)).toContain('action="/search"');
      expect(page.html, JSON.stringify(q)).not.toContain("<script>alert(1)</script>");
    }
    const long = await searchFor("x".repeat(500));
    expect(long.html).toContain(`Searches are at most ${SEARCH_QUERY_MAX} characters`);
    expect((await searchFor("*")).html).toContain("has no word to search for");
    // Bytes no browser would send, straight onto the wire.
    const port = Number(new URL(server.url("/")).port);
    for (const target of ["/search?q=%00%01%02", "/search?q=%ff%fe", "/search?q=%", "/search?q[]=a&q[]=b", "/search?page=1e309&q=cloud"]) {
      const answer = await sendRaw({ port, head: `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close` });
      expect(answer.status, target).not.toBeNull();
      expect(answer.status!, target).toBeLessThan(500);
    }
  });

  it("pages the results with plain links, and says when a page is past the last", async () => {
    for (let index = 0; index < SEARCH_RESULTS_PER_PAGE + 2; index += 1) {
      const saved = await savePost(getDb(), { input: post({ title: `Gharial survey ${index}`, slug: `gharial-survey-${index}`, content: "Counting gharials." }), userId: STAFF_ID });
      if (!saved.ok) throw new Error("post not saved");
    }
    const first = await searchFor("gharial");
    expect(first.html).toContain(`${SEARCH_RESULTS_PER_PAGE + 2} results for “gharial”`);
    expect(first.html.match(/<mark>Gharial<\/mark> survey/g)).toHaveLength(SEARCH_RESULTS_PER_PAGE);
    expect(first.html).toContain('<nav aria-label="Result pages"');
    expect(tagsWith(first.html, "a", { href: "/search?q=gharial&amp;page=2", rel: "next" })).toHaveLength(1);
    expect(first.html).toContain("Page 1 of 2");

    const second = await searchFor("gharial", "&page=2");
    expect(second.status).toBe(200);
    expect(second.html.match(/<mark>Gharial<\/mark> survey/g)).toHaveLength(2);
    expect(tagsWith(second.html, "a", { href: "/search?q=gharial", rel: "prev" })).toHaveLength(1);
    expect(second.html).toContain("Page 2 of 2");

    const past = await searchFor("gharial", "&page=7");
    expect(past.status).toBe(404);
    expect(past.html).toContain("There is no page 7");
    expect((await searchFor("gharial", "&page=-1")).status).toBe(400);
  });

  it("puts a search box in the top bar of every page, and a search link for phones", async () => {
    for (const path of ["/", "/services/cloud-management", "/blog", "/careers", "/search?q=cloud"]) {
      const page = await get(path);
      expect(tagsWith(page.html, "form", { role: "search", "aria-label": "Site", method: "get", action: "/search" }), path).toHaveLength(1);
      expect(page.html, path).toMatch(/<label for="site-search-bar" class="sr-only">Search the site<\/label>/);
      expect(tagsWith(page.html, "input", { id: "site-search-bar", type: "search", name: "q" }), path).toHaveLength(1);
      expect(page.html, path).toMatch(/<a [^>]*href="\/search"[^>]*><span class="sr-only">Search<\/span>/);
    }
  });

  it("offers the search box on the page an unknown address answers with", async () => {
    const page = await get("/no-such-page-anywhere");
    expect(page.status).toBe(404);
    expect(tagsWith(page.html, "input", { id: "not-found-search", type: "search", name: "q" })).toHaveLength(1);
  });
});
