/*
 * Rewrites a whole rendered page (prerendered at build time, or kept by the rendered-page cache)
 * so that its largest paint does not wait for anything but the HTML and the hero image:
 *
 * - the stylesheet is inlined in a <style> (style-src allows inline styles), and the <link> stays
 *   with media="print": it no longer blocks rendering, and React still finds it when hydrating;
 * - hydration starts after the load event: the module preloads and the static imports of React
 *   Router's bootstrap script become dynamic imports run then, so on a slow phone the JavaScript
 *   neither competes with the hero image for bandwidth nor delays its paint. Every page is
 *   server-rendered and usable before it hydrates.
 *
 * Both rewrites match the exact markup React Router 7 emits; when it does not match (another
 * version), the page is left as it was, and tests/integration/page-html.test.ts notices.
 */

const stylesheetLink = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g;
const modulePreload = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;
const bootstrapScript = /<script( nonce="[^"]*")? type="module" async="">([\s\S]*?)<\/script>/;
const staticImport = /^import (?:\* as (\w+) from )?("[^"]+");$/;

/** Inlines every /assets/*.css stylesheet the page links, read through `readStylesheet`. */
export function inlineStylesheets(html: string, readStylesheet: (href: string) => string | undefined): string {
  return html.replace(stylesheetLink, (link, href: string) => {
    const css = readStylesheet(href);
    if (css === undefined || css.includes("</style")) return link;
    return `<style>${css}</style><link rel="stylesheet" href="${href}" media="print"/>`;
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
    'await new Promise((loaded) => (document.readyState === "complete" ? loaded() : addEventListener("load", loaded, { once: true })));',
    // Fetched in parallel now, instead of one import after another below.
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    ...imports,
    ...rest,
  ].join("\n");
  return html.replace(modulePreload, "").replace(bootstrap[0], `<script${bootstrap[1] ?? ""} type="module">${script}</script>`);
}
