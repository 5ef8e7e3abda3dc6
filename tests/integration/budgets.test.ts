import { readdirSync, readFileSync, statSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoContentIfEmpty } from "#app/db/seed/seed-demo-content.server.ts";
import { createTestDatabase } from "#tests/helpers/test-database.ts";
import { islandsIn, scriptsLoadedBeforeGesture, scriptsLoadedBy } from "../../scripts/bench/js-per-route.ts";
import { publicPaths } from "../e2e/public-paths.ts";
import { startTestServer } from "./start-test-server.ts";

// Budgets checked on the production build, as served: sizes, not timings.
// JavaScript: pages whose only scripts are the custom elements, and pages with a form (a React
// island; React alone is 58 KB of it). Every page is within its budget, the careers page too: its
// cards and dialogs are server markup with elements, and its island is the application form alone.
const JS_BUDGET_GZIP = 30 * 1024;
const JS_BUDGET_WITH_FORM_GZIP = 70 * 1024;
const CSS_BUDGET_GZIP = 30 * 1024;
const IMAGE_BUDGET = 200 * 1024;
const MAX_FONT_FILES = 2;
const FIRST_ROUND_TRIP_BYTES = 10 * 1460;

const clientDirectory = path.resolve(import.meta.dirname, "../..", process.env.BUILD_DIR ?? "build", "client");

function gzipSize(urlPath: string): number {
  return gzipSync(readFileSync(path.join(clientDirectory, urlPath)), { level: 9 }).length;
}

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** The bytes of a page's response as a browser asking for brotli receives them: status line and headers, then the body. */
function firstResponseSize(url: string): Promise<{ headerBytes: number; bodyBytes: number; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { "Accept-Encoding": "br, gzip" } }, (response) => {
      // rawHeaders loses the exact separators: rebuild them as they were sent ("Name: value\r\n").
      let headerBytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`.length + 2;
      for (let index = 0; index < response.rawHeaders.length; index += 2) headerBytes += `${response.rawHeaders[index]}: ${response.rawHeaders[index + 1]}\r\n`.length;
      let bodyBytes = 0;
      response.on("data", (chunk: Buffer) => (bodyBytes += chunk.length));
      response.on("end", () => resolve({ headerBytes, bodyBytes, encoding: response.headers["content-encoding"] }));
    });
    request.on("error", reject);
  });
}

function attribute(tag: string, name: string): string | undefined {
  return tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
}

describe("performance budgets", () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let closeDb: () => Promise<void>;
  const pages = new Map<string, string>();

  beforeAll(async () => {
    const handle = await createTestDatabase("sqlite");
    closeDb = handle.close;
    await seedDemoContentIfEmpty(handle.db);
    server = await startTestServer(handle.db);
    for (const pagePath of publicPaths()) {
      const response = await fetch(server.url(pagePath));
      expect(response.status, pagePath).toBe(200);
      pages.set(pagePath, await response.text());
    }
  });
  afterAll(async () => {
    await server?.close();
    await closeDb?.();
  });

  it(`loads at most ${JS_BUDGET_GZIP / 1024} KB of gzipped JavaScript on a page without a form, ${JS_BUDGET_WITH_FORM_GZIP / 1024} KB with one`, () => {
    const withForms = [...pages].filter(([, html]) => islandsIn(html).length > 0).map(([pagePath]) => pagePath);
    // The pages with forms are the contact page, the careers page and every blog post.
    expect(withForms).toEqual(expect.arrayContaining(["/contactus", "/careers", "/blog/1"]));
    for (const [pagePath, html] of pages) {
      // The same reading of the page `npm run bench` reports per route.
      const scripts = scriptsLoadedBy(html, clientDirectory);
      const total = scripts.reduce((sum, url) => sum + gzipSize(url), 0);
      const budget = islandsIn(html).length > 0 ? JS_BUDGET_WITH_FORM_GZIP : JS_BUDGET_GZIP;
      expect(scripts.length, pagePath).toBeGreaterThan(0);
      expect(total, `${pagePath}: ${(total / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(budget);
    }
  });

  it("fetches, before the visitor's first gesture, its bootstrap, and the client entry and a module per custom element only where one has work to do", () => {
    // A module shared by two chunks would otherwise be a chunk of its own, some of a hundred bytes:
    // a request more and its tasks on the main thread (scripts/vite/client-chunks.ts).
    const beforeGesture = (pagePath: string) => scriptsLoadedBeforeGesture(pages.get(pagePath)!, clientDirectory).map((url) => path.basename(url).replace(/-[\w-]{8}\.js$/, ""));
    for (const [pagePath] of pages) {
      const files = beforeGesture(pagePath);
      expect(files, pagePath).toContain("start-after-paint");
      for (const file of files) expect(file, pagePath).toMatch(/^(start-after-paint|entry\.client|[a-z-]+-element)$/);
    }
    // The home page's banner rotates on its own: without a gesture, the page loads its entry by the
    // time the banner brings in its next picture. A page of text, lists and links, or with
    // carousels that move only when asked, has nothing to do until the visitor does something.
    expect(beforeGesture("/").sort()).toEqual(["carousel-element", "entry.client", "start-after-paint"]);
    for (const pagePath of ["/blog", "/blog/1", "/services/platform-development", "/contactus", "/careers", "/aboutus/life-at-kairav", "/solutions/videokyc"]) {
      expect(beforeGesture(pagePath), pagePath).toEqual(["start-after-paint"]);
    }
  });

  it("keeps one copy of the code the client entry shares with the script after the paint: in that script", () => {
    const scripts = readdirSync(path.join(clientDirectory, "assets")).filter((file) => file.endsWith(".js"));
    const entry = scripts.find((file) => /^entry\.client-[\w-]{8}\.js$/.test(file))!;
    const startAfterPaint = scripts.find((file) => /^start-after-paint-[\w-]{8}\.js$/.test(file))!;
    const code = (file: string) => readFileSync(path.join(clientDirectory, "assets", file), "utf8");
    // Every public page has loaded the script after the paint before its entry, which imports from it.
    expect(code(entry)).toContain(`from"./${startAfterPaint}"`);
    // The first gesture's events and the clicks held until an element is defined (scripts/vite/client-chunks.ts).
    for (const shared of ['"kairav:full-styles"', '"pointercancel"']) {
      expect(code(startAfterPaint), shared).toContain(shared);
      expect(code(entry), shared).not.toContain(shared);
    }
  });

  it("hydrates React only on a page with a form, counts it there, and sends no page-wide hydration data", () => {
    for (const [pagePath, html] of pages) {
      expect(html, pagePath).not.toContain("__reactRouterContext");
      const code = scriptsLoadedBy(html, clientDirectory).map((url) => readFileSync(path.join(clientDirectory, url), "utf8"));
      // React DOM comes by a dynamic import at the first gesture, and is in the count all the same.
      if (islandsIn(html).length > 0) expect(code.join("\n"), pagePath).toMatch(/hydrateRoot/);
      else expect(code.join("\n"), pagePath).not.toMatch(/hydrateRoot|__reactRouterRouteModules|react\.(transitional\.)?element/);
    }
  });

  it("loads its dynamic imports without Vite's preload helper, which this site gives nothing to preload", () => {
    const clientFiles = readdirSync(path.join(clientDirectory, "assets"));
    expect(clientFiles.filter((file) => file.startsWith("preload-helper"))).toEqual([]);
    for (const [pagePath, html] of pages) {
      const code = scriptsLoadedBy(html, clientDirectory).map((url) => readFileSync(path.join(clientDirectory, url), "utf8"));
      expect(code.join("\n"), pagePath).not.toContain("vite:preloadError");
      expect(code.join("\n"), pagePath).toContain("import(");
    }
  });

  it(`ships at most ${CSS_BUDGET_GZIP / 1024} KB of gzipped CSS per page`, () => {
    for (const [pagePath, html] of pages) {
      const sheets = (html.match(/<link\b[^>]*rel="stylesheet"[^>]*>/g) ?? []).map((tag) => attribute(tag, "href")!);
      const total = sheets.reduce((sum, url) => sum + gzipSize(url), 0);
      expect(total, pagePath).toBeLessThanOrEqual(CSS_BUDGET_GZIP);
    }
  });

  it("lets every public page paint before any stylesheet or script request", () => {
    for (const [pagePath, html] of pages) {
      expect(html, pagePath).toMatch(/<style>[\s\S]{1000,}?<\/style>/);
      for (const tag of html.match(/<link\b[^>]*rel="stylesheet"[^>]*>/g) ?? []) expect(attribute(tag, "disabled"), `${pagePath}: ${tag}`).toBe("");
      expect(html, pagePath).not.toContain('rel="modulepreload"');
      // Hydration begins after the first paint and the load event: the page waits for the paint before
      // importing anything, and the first thing it imports is the script that waits for the load event.
      const bootstrap = /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
      const firstImport = /import\("([^"]+)"\)/.exec(bootstrap)?.[1] ?? "";
      expect(firstImport, pagePath).toMatch(/^\/assets\/start-after-paint-[\w-]{8}\.js$/);
      const paintWait = bootstrap.search(/new PerformanceObserver\([^)]*first-contentful-paint/);
      expect(paintWait, pagePath).toBeGreaterThanOrEqual(0);
      const firstImportAt = bootstrap.search(/import\(/);
      expect(firstImportAt, pagePath).toBeGreaterThan(paintWait);
      expect(firstImportAt, pagePath).toBe(bootstrap.indexOf(`import("${firstImport}")`));
      expect(bootstrap, pagePath).not.toMatch(/^import /m);
      const startAfterPaint = readFileSync(path.join(clientDirectory, firstImport), "utf8");
      expect(startAfterPaint.indexOf('addEventListener("load"')).toBeGreaterThan(0);
      expect(startAfterPaint.indexOf('addEventListener("load"')).toBeLessThan(startAfterPaint.indexOf("modulepreload"));
    }
  });

  it("sends the home page and the service pages in a new connection's first round trip", async () => {
    // Ten TCP segments of 1,460 bytes (ADR 009): a byte more costs a slow phone another round trip before the first paint.
    for (const pagePath of ["/", "/services/platform-development", "/industries/banking-and-finance", "/solutions"]) {
      const { headerBytes, bodyBytes, encoding } = await firstResponseSize(server.url(pagePath));
      expect(encoding, pagePath).toBe("br");
      expect(headerBytes + bodyBytes, pagePath).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
    }
  });

  it("gives every <img> a width and a height", () => {
    for (const [pagePath, html] of pages) {
      for (const tag of html.match(/<img\b[^>]*>/g) ?? []) {
        expect(attribute(tag, "width"), `${pagePath}: ${tag.slice(0, 120)}`).toMatch(/^\d+$/);
        expect(attribute(tag, "height"), `${pagePath}: ${tag.slice(0, 120)}`).toMatch(/^\d+$/);
      }
    }
  });

  it("keeps every image file under 200 KB", () => {
    const images = filesUnder(clientDirectory).filter((file) => /\.(png|jpe?g|webp|avif|svg|gif|ico)$/.test(file));
    expect(images.length).toBeGreaterThan(100);
    for (const file of images) expect(statSync(file).size, path.relative(clientDirectory, file)).toBeLessThanOrEqual(IMAGE_BUDGET);
  });

  it(`self-hosts at most ${MAX_FONT_FILES} font files and preloads them on every page`, () => {
    const fonts = filesUnder(clientDirectory).filter((file) => /\.(woff2?|ttf|otf)$/.test(file));
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.length).toBeLessThanOrEqual(MAX_FONT_FILES);
    for (const [pagePath, html] of pages) {
      for (const font of fonts) {
        const url = `/${path.relative(clientDirectory, font).split(path.sep).join("/")}`;
        expect(html, pagePath).toMatch(new RegExp(`<link[^>]*rel="preload"[^>]*href="${url}"|<link[^>]*href="${url}"[^>]*rel="preload"`));
      }
      expect(html, pagePath).not.toMatch(/fonts\.googleapis|fonts\.gstatic/);
    }
  });
});
