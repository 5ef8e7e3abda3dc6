import http from "node:http";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { describeEachDatabase } from "#tests/helpers/test-database.ts";
import { readSitemapFiles, sitemapLocations } from "#tests/helpers/read-sitemap.ts";
import { startTestServer } from "./start-test-server.ts";

// The public origin comes from SITE_URL, read by the running server: never from the Host header a
// request brings, and not from the origin the build was made with (its prerendered pages carry
// that one, so the server renders them afresh).

const SITE = "https://www.kairav.example";

describeEachDatabase("absolute addresses from SITE_URL", (getDb) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let port = 0;

  beforeAll(async () => {
    vi.stubEnv("SITE_URL", SITE);
    server = await startTestServer(getDb());
    port = Number(new URL(server.url("/")).port);
  });
  afterAll(async () => {
    await server?.close();
    vi.unstubAllEnvs();
  });

  /** A GET with the Host header of our choosing, as a visitor (or an attacker) may send it. */
  function get(path: string, host: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path, headers: { host } }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
        })
        .on("error", reject);
    });
  }

  it("says the configured origin in canonical and og:url, whatever Host the request had", async () => {
    // The home page and the service page were prerendered by the build; the others are rendered.
    for (const path of ["/", "/services/cloud-management", "/blog", "/contactus"]) {
      for (const host of ["evil.example", `127.0.0.1:${port}`]) {
        const { status, body } = await get(path, host);
        expect(status, `${path} via ${host}`).toBe(200);
        expect(/<link rel="canonical" href="([^"]+)"/.exec(body)?.[1], `${path} via ${host}`).toBe(`${SITE}${path}`);
        expect(/<meta property="og:url" content="([^"]+)"/.exec(body)?.[1], `${path} via ${host}`).toBe(`${SITE}${path}`);
        expect(body).toContain(`data-site-url="${SITE}"`);
        expect(body).not.toContain("evil.example");
        expect(body).not.toContain("localhost:3000");
      }
    }
  });

  it("lists the configured origin in the sitemaps and robots.txt", async () => {
    const { index, files } = await readSitemapFiles(async (path) => (await get(path, "evil.example")).body);
    const locations = [...sitemapLocations(index), ...files.flatMap((file) => sitemapLocations(file.xml))];
    expect(locations.length).toBeGreaterThan(10);
    expect(locations.filter((location) => !location.startsWith(`${SITE}/`))).toEqual([]);
    expect(locations).toContain(`${SITE}/services/cloud-management`);
    expect((await get("/robots.txt", "evil.example")).body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});
