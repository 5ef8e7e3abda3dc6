// Pages whose HTML is the same for every visitor: rendered once at build time
// and served from memory. The sitemap lists them too.
export function prerenderedPaths(): string[] {
  return ["/"];
}
