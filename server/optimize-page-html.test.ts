import { describe, expect, it } from "vitest";
import { deferHydration, inlineCriticalCss, loadsEntryAtFirstGesture, optimizePageHtml, untilPainted } from "./optimize-page-html.ts";

const startAfterPaint = "/assets/start-after-paint-1.js";

// The markup React Router 7 emits for a page, trimmed to what the rewrites touch.
const page = [
  '<html><head><link rel="stylesheet" href="/assets/app-1.css"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js" nonce=""/><link rel="modulepreload" href="/assets/entry.client-1.js" nonce=""/>',
  '</head><body><main>Hello</main><script nonce="">window.__reactRouterContext = {};</script>',
  '<script nonce="" type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-1.js";\nimport * as route1 from "/assets/home-1.js";\n',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-1.js");</script></body></html>',
].join("");

describe("inlineCriticalCss", () => {
  it("inlines the page's rules and keeps the link, disabled", () => {
    const html = inlineCriticalCss(page, (_html, href) => (href === "/assets/app-1.css" ? "main{color:red}" : undefined));
    expect(html).toContain('<style>main{color:red}</style><link rel="stylesheet" href="/assets/app-1.css" disabled=""/>');
  });

  it("leaves the link alone when the file is unknown or its rules would close the style element", () => {
    expect(inlineCriticalCss(page, () => undefined)).toBe(page);
    expect(inlineCriticalCss(page, () => "a{}</style><script>")).toBe(page);
  });
});

describe("optimizePageHtml", () => {
  it("inlines the rules only where it also moved the bootstrap, which enables the full stylesheet", () => {
    const criticalCss = () => "main{color:red}";
    const optimized = optimizePageHtml(page, criticalCss, startAfterPaint);
    expect(optimized).toContain('<style>main{color:red}</style><link rel="stylesheet" href="/assets/app-1.css" disabled=""/>');
    expect(optimized).toContain('await import("/assets/start-after-paint-1.js")');
    const unknownBootstrap = page.replace('import "/assets/manifest-1.js";', 'import { x } from "/assets/manifest-1.js";');
    expect(optimizePageHtml(unknownBootstrap, criticalCss, startAfterPaint)).toBe(unknownBootstrap);
  });
});

describe("deferHydration", () => {
  const html = deferHydration(page, startAfterPaint);
  const script = /<script nonce="" type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";

  it("removes the preloads and the static imports from the markup", () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain("async=\"\"");
    expect(script).not.toMatch(/^import /m);
  });

  it("waits for the first paint, then runs the script that waits for the load event and preloads, then imports in the original order", () => {
    expect(script.startsWith(untilPainted)).toBe(true);
    const order = [untilPainted, 'await import("/assets/start-after-paint-1.js")', 'startAfterPaint(["/assets/manifest-1.js","/assets/entry.client-1.js"])', 'await import("/assets/manifest-1.js")', 'const route0 = await import("/assets/root-1.js")', 'const route1 = await import("/assets/home-1.js")', "window.__reactRouterRouteModules", 'import("/assets/entry.client-1.js")'];
    const positions = order.map((part) => script.indexOf(part));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("is valid JavaScript", () => {
    // An async function body parses the same way as a module's top level with await.
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (body: string) => unknown;
    expect(() => new AsyncFunction(script)).not.toThrow();
  });

  it("leaves a page it does not recognise untouched", () => {
    const other = page.replace('import "/assets/manifest-1.js";', 'import { x } from "/assets/manifest-1.js";');
    expect(deferHydration(other, startAfterPaint)).toBe(other);
    expect(deferHydration("<html><body>plain</body></html>", startAfterPaint)).toBe("<html><body>plain</body></html>");
  });
});

describe("deferHydration of a public page, whose bootstrap only imports the client entry", () => {
  const publicPage = (body: string) =>
    [
      '<html><head><link rel="modulepreload" href="/assets/entry.client-1.js" nonce=""/></head>',
      `<body><kairav-site-header></kairav-site-header><main>${body}</main>`,
      '<script nonce="" type="module" async="">import "/assets/entry.client-1.js";</script></body></html>',
    ].join("");
  const scriptOf = (html: string) => /<script nonce="" type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";

  it("leaves the import to the script after the paint, at the first gesture, when no element has work before one", () => {
    const html = deferHydration(publicPage("<p>Text</p>"), startAfterPaint);
    const script = scriptOf(html);
    expect(script).toContain('await startAfterPaint(["/assets/entry.client-1.js"], async () => {\nawait import("/assets/entry.client-1.js");\n});');
    expect(loadsEntryAtFirstGesture(html)).toBe(true);
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (body: string) => unknown;
    expect(() => new AsyncFunction(script)).not.toThrow();
  });

  it("imports the entry at the first gesture, or at the latest as a banner that rotates on its own brings in its next picture", () => {
    // The next slide's picture comes 3 s before the first automatic step.
    const html = deferHydration(publicPage('<kairav-carousel class="hero" data-autoplay-ms="7000"></kairav-carousel>'), startAfterPaint);
    const script = scriptOf(html);
    expect(script).toContain('await startAfterPaint(["/assets/entry.client-1.js"], async () => {\nawait import("/assets/entry.client-1.js");\n}, 4000);');
    expect(loadsEntryAtFirstGesture(html)).toBe(false);
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (body: string) => unknown;
    expect(() => new AsyncFunction(script)).not.toThrow();
  });

  it("imports the entry right after the paint on a page whose address asks for an opening's panel, and with it a banner's", () => {
    const panel = '<section id="job-panel"><kairav-job-board></kairav-job-board></section>';
    for (const body of [panel, `${panel}<kairav-carousel data-autoplay-ms="7000"></kairav-carousel>`]) {
      const html = deferHydration(publicPage(body), startAfterPaint);
      expect(scriptOf(html)).toContain('await startAfterPaint(["/assets/entry.client-1.js"]);\nawait import("/assets/entry.client-1.js");');
      expect(loadsEntryAtFirstGesture(html)).toBe(false);
    }
  });

  it("leaves the entry to the first gesture on a page whose carousels move only when asked", () => {
    const html = deferHydration(publicPage('<kairav-carousel class="testimonials"></kairav-carousel>'), startAfterPaint);
    expect(loadsEntryAtFirstGesture(html)).toBe(true);
  });
});
