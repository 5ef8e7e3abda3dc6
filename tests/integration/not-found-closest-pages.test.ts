import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, expect, it } from "vitest";
import { seedDemoContentIfEmpty } from "#app/db/seed/seed-demo-content.server.ts";
import { createJob } from "#app/features/admin/jobs/create-job.server.ts";
import type { PostInput } from "#app/features/admin/posts/post-form-schema.ts";
import { savePost } from "#app/features/admin/posts/save-post.server.ts";
import { CLOSEST_PAGES_MAX } from "#app/features/search/closest-pages.ts";
import { renderedPageStats } from "#server/site-server.ts";
import { sampleJob } from "#tests/helpers/sample-job.ts";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { startTestServer } from "./start-test-server.ts";

/*
 * The not-found page lists the pages closest to the unknown address, while every unknown address
 * still shares one kept rendering: no render and no page-cache entry per address.
 */

const today = () => new Date().toISOString().slice(0, 10);
const STAFF_ID = 1;

function post(overrides: Partial<PostInput>): PostInput {
  return { title: "A post", slug: "a-post", authorName: "Asha Rao", publishedOn: today(), status: "published", categoryIds: [], content: "Body.", coverSrc: null, excerpt: null, ...overrides };
}

/** The links of the shown closest-pages section, or null when the section is hidden. */
function closestLinks(html: string): string[] | null {
  const section = /<section data-closest-pages=""([^>]*)>([\s\S]*?)<\/section>/.exec(html);
  if (!section) throw new Error("the page has no closest-pages section");
  if (section[1]!.includes("hidden")) return null;
  return [...section[2]!.matchAll(/<a href="([^"]*)"/g)].map((match) => match[1]!);
}

describeEachDatabase("the closest pages on the not-found page", (getDb) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const get = async (path: string, encoding = "identity") => {
    const response = await fetch(server.url(path), { headers: { "accept-encoding": encoding } });
    return { status: response.status, headers: response.headers, html: await response.text() };
  };

  beforeAll(async () => {
    await seedDemoContentIfEmpty(getDb());
    server = await startTestServer(getDb());
  });
  afterAll(async () => {
    await server?.close();
  });

  it("lists the page whose address was mistyped first, as plain links under a heading", async () => {
    const page = await get("/services/cloud-managment");
    expect(page.status).toBe(404);
    const links = closestLinks(page.html)!;
    expect(links[0]).toBe("/services/cloud-management");
    expect(links.length).toBeLessThanOrEqual(CLOSEST_PAGES_MAX);
    expect(page.html).toMatch(/<h2 id="closest-pages-heading"[^>]*>The closest pages<\/h2>/);
    expect(page.html).not.toContain("__closest-page");
  });

  it("finds pages and open jobs by their titles' words, and leaves blog posts to the search box", async () => {
    expect(closestLinks((await get("/thor")).html)).toContain("/solutions/thor-platform");
    const nextYear = `${new Date().getUTCFullYear() + 1}-12-31`;
    const jobId = await createJob(getDb(), sampleJob({ jobTitle: "Axolotl Keeper", postTitle: "Axolotl Keeper, Pune", datePosted: today(), validThrough: nextYear }), STAFF_ID);
    // Published a moment ago: the candidates are read again once the careers' content version moved.
    expect(closestLinks((await get("/jobs/axolotl-keper")).html)).toContain(`/careers?job=${jobId}`);
    const saved = await savePost(getDb(), { input: post({ title: "Quokka habitats", slug: "quokka-habitats" }), userId: STAFF_ID });
    if (!saved.ok) throw new Error("post not saved");
    // Posts are found by the search box on the same page: tens of thousands of them would make every unknown address cost as much.
    expect(closestLinks((await get("/articles/quokka-habitats")).html) ?? []).not.toContain(`/blog/${saved.id}`);
  });

  it("answers an address without close pages with the shared page as kept, the section hidden", async () => {
    const first = await get("/wp-login.php");
    const second = await get("/xmlrpc.php");
    expect(first.status).toBe(404);
    expect(closestLinks(first.html)).toBeNull();
    expect(second.html).toBe(first.html);
    expect(second.headers.get("x-request-id")).toBeNull();
  });

  it("keeps one rendering for every unknown address, and sends the filled page compressed with the kept page's headers", async () => {
    await get("/some-unknown-address");
    const kept = renderedPageStats(server.server)!.entries;
    const paths = ["/services/cloud-managment", "/solutions/thor-platfrom", "/careers/engineer", "/kubernetes-jobs", "/contact-us"];
    for (const path of paths) {
      const plain = await get(path);
      const zipped = await fetch(server.url(path), { headers: { "accept-encoding": "gzip" } });
      expect(zipped.status, path).toBe(404);
      expect(zipped.headers.get("content-security-policy"), path).toBe(plain.headers.get("content-security-policy"));
      expect(zipped.headers.get("cache-control"), path).toBeNull();
      expect(zipped.headers.get("etag"), path).toBeNull();
      // fetch decodes what it receives: the same page as the one sent plain.
      expect(await zipped.text(), path).toBe(plain.html);
      expect(closestLinks(plain.html)?.length ?? 0, path).toBeGreaterThan(0);
    }
    expect(renderedPageStats(server.server)!.entries).toBe(kept);
    // Compressed for real: what comes over the wire is gzip.
    const raw = await import("node:http").then(
      (http) =>
        new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
          http
            .get(server.url("/contact-us"), { headers: { "accept-encoding": "gzip" } }, (response) => {
              const chunks: Buffer[] = [];
              response.on("data", (chunk: Buffer) => chunks.push(chunk));
              response.on("end", () => resolve({ encoding: response.headers["content-encoding"], body: Buffer.concat(chunks) }));
            })
            .on("error", reject);
        }),
    );
    expect(raw.encoding).toBe("gzip");
    expect(closestLinks(gunzipSync(raw.body).toString("utf8"))).toContain("/contactus");
  });
});
