import type { CriticalCss } from "./critical-css.ts";

/*
 * Rewrites a whole rendered page (prerendered at build time, or kept by the rendered-page cache)
 * so that its largest paint does not wait for anything but the HTML and the hero image:
 *
 * - the rules of the stylesheet that the page's markup uses are inlined in a <style> (style-src
 *   allows inline styles; see critical-css.ts), and the <link> stays, disabled: browsers neither
 *   fetch nor apply it, and React still finds it when hydrating. Once the page has loaded and
 *   painted, it loads the full stylesheet and swaps it in for the inlined rules, so states that
 *   scripts set and pages reached by client-side navigation have every rule;
 * - hydration starts after the load event and the first paint: the module preloads and the static
 *   imports of React Router's bootstrap script become dynamic imports run then, so on a slow
 *   phone the JavaScript neither competes with the hero image for bandwidth nor delays its paint.
 *   Every page is server-rendered and usable before it hydrates.
 *
 * Both rewrites match the exact markup React Router 7 emits; when the bootstrap does not match
 * (another version), the page is left as it was, and tests/integration/budgets.test.ts notices.
 */

const stylesheetLink = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g;
const modulePreload = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;
const bootstrapScript = /<script( nonce="[^"]*")? type="module" async="">([\s\S]*?)<\/script>/;
const staticImport = /^import (?:\* as (\w+) from )?("[^"]+");$/;

/** Both rewrites, or none: the inlined rules alone would leave script-set states unstyled. */
export function optimizePageHtml(html: string, criticalCss: CriticalCss): string {
  const deferred = deferHydration(html);
  return deferred === html ? html : inlineCriticalCss(deferred, criticalCss);
}

/** Inlines, for every /assets/*.css stylesheet the page links, the rules its markup uses. */
export function inlineCriticalCss(html: string, criticalCss: CriticalCss): string {
  return html.replace(stylesheetLink, (link, href: string) => {
    const css = criticalCss(html, href);
    if (css === undefined || css.includes("</style")) return link;
    return `<style>${css}</style><link rel="stylesheet" href="${href}" disabled=""/>`;
  });
}

/** Moves React Router's bootstrap (preloads, imports, hydration) to after the load event. */
export function deferHydration(html: string): string {
  const bootstrap = bootstrapScript.exec(html);
  if (!bootstrap) return html;
  const statements = bootstrap[2]!
    .split(/;\s*/)
    .map((statement) => statement.trim())
    .filter(Boolean)
    .map((statement) => `${statement};`);

  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1]!);
  const imports: string[] = [];
  const rest: string[] = [];
  for (const statement of statements) {
    const match = staticImport.exec(statement);
    if (match) imports.push(match[1] ? `const ${match[1]} = await import(${match[2]});` : `await import(${match[2]});`);
    else if (statement.startsWith("import ")) return html;
    else rest.push(statement);
  }
  const script = [
    // Hydration waits for the load event, then for the first contentful paint to be on screen and
    // two more frames to be painted, so nothing fetched for it competes with the page's largest
    // paint. Hidden tabs paint no frames, and some browsers report no paint timing: the timeout
    // starts hydration there.
    'await new Promise((loaded) => (document.readyState === "complete" ? loaded() : addEventListener("load", loaded, { once: true })));',
    'await new Promise((painted) => { setTimeout(painted, 1000); const afterFrames = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(painted))); try { new PerformanceObserver((list, observer) => { if (list.getEntriesByName("first-contentful-paint").length === 0) return; observer.disconnect(); afterFrames(); }).observe({ type: "paint", buffered: true }); } catch { afterFrames(); } });',
    // The full stylesheets, for what the inlined rules leave out. Each loads beside the page's rules
    // without applying, then replaces them in one style recalculation.
    'for (const link of document.querySelectorAll(\'link[rel="stylesheet"][disabled]\')) { const full = Object.assign(document.createElement("link"), { rel: "stylesheet", href: link.href, media: "print" }); const inlined = link.previousElementSibling; full.addEventListener("load", () => { full.media = "all"; if (inlined?.tagName === "STYLE") inlined.remove(); }, { once: true }); link.after(full); }',
    // Fetched in parallel now, instead of one import after another below.
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    ...imports,
    ...rest,
  ].join("\n");
  return html.replace(modulePreload, "").replace(bootstrap[0], `<script${bootstrap[1] ?? ""} type="module">${script}</script>`);
}
