import { entryNeededAfterMs } from "#app/elements-defined-at-load.ts";
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
 * - hydration starts after the first paint and the load event: the module preloads and the static
 *   imports of React Router's bootstrap script become dynamic imports run then, so on a slow
 *   phone the JavaScript neither competes with the hero image for bandwidth nor delays its paint.
 *   Not even the first script the bootstrap imports is requested before the paint (untilPainted).
 *   Every page is server-rendered and usable before it hydrates. A public page with nothing for
 *   its scripts to do before the visitor does something (no element with work at load:
 *   app/elements-defined-at-load.ts) loads them only at the visitor's first gesture, and one
 *   whose work can wait a while (a banner's first automatic step) at the first gesture or once
 *   that wait is over.
 *
 * Both rewrites match the exact markup React Router 7 emits; when the bootstrap does not match
 * (another version), the page is left as it was, and tests/integration/budgets.test.ts notices.
 */

const stylesheetLink = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g;
const modulePreload = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;
const bootstrapScript = /<script( nonce="[^"]*")? type="module" async="">([\s\S]*?)<\/script>/;
const staticImport = /^import (?:\* as (\w+) from )?("[^"]+");$/;

/**
 * Both rewrites, or none: the inlined rules alone would leave script-set states unstyled.
 * `startAfterPaint` is the address of app/start-after-paint.js in the build (start-after-paint-asset.ts).
 */
export function optimizePageHtml(html: string, criticalCss: CriticalCss, startAfterPaint: string): string {
  const deferred = deferHydration(html, startAfterPaint);
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

/**
 * The bootstrap of a page that hands the import of its modules to the script after the paint, for
 * the first gesture alone: no wait after which it imports them all the same follows the imports.
 */
const importsAtFirstGesture = /await startAfterPaint\(\[[^\]]*\], async \(\) => \{[^}]*\}\);/;

/** Whether an optimised page loads its client entry only at the visitor's first gesture (see deferHydration). */
export function loadsEntryAtFirstGesture(html: string): boolean {
  return importsAtFirstGesture.test(html);
}

/**
 * The bootstrap's first statement: it waits for the first contentful paint and two more frames
 * (or, where none is reported, such as in a hidden tab, for a second after the load event) before
 * anything is imported. A script requested before the paint counts as holding the paint up in
 * Lighthouse's simulation of a slow phone, which then adds its round trip and evaluation to the
 * page's LCP. It is part of the page's first response, hence written small.
 */
export const untilPainted =
  'await new Promise(r=>{addEventListener("load",()=>setTimeout(r,1e3));try{new PerformanceObserver(l=>l.getEntriesByName("first-contentful-paint")[0]&&requestAnimationFrame(()=>requestAnimationFrame(r))).observe({type:"paint",buffered:!0})}catch{r()}});';

/**
 * Moves React Router's bootstrap (preloads, imports, hydration) to after the first paint, which the
 * page waits for itself (untilPainted), and the load event, which the script at `startAfterPaint`
 * waits for.
 */
export function deferHydration(html: string, startAfterPaint: string): string {
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
  // A public page's bootstrap only imports the client entry; the staff console's hydrates.
  const publicPage = rest.length === 0 && imports.every((statement) => statement.startsWith("await "));
  const entryNeededAfter = publicPage ? entryNeededAfterMs(html) : 0;
  const script = [
    untilPainted,
    // The script after the paint waits for the load event. It also swaps in the full stylesheets
    // and preloads the modules, fetched in parallel then instead of one import after another
    // below; or imports them itself at the first gesture, or after the wait the page can afford if
    // that comes first.
    `const { startAfterPaint } = await import(${JSON.stringify(startAfterPaint)});`,
    ...(entryNeededAfter === 0
      ? [`await startAfterPaint(${JSON.stringify(preloads)});`, ...imports, ...rest]
      : [`await startAfterPaint(${JSON.stringify(preloads)}, async () => {`, ...imports, entryNeededAfter === undefined ? "});" : `}, ${entryNeededAfter});`]),
  ].join("\n");
  return html.replace(modulePreload, "").replace(bootstrap[0], `<script${bootstrap[1] ?? ""} type="module">${script}</script>`);
}
