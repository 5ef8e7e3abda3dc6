import { prerenderedPathsOf } from "./features/pages/prerender-stamps.ts";
import { seededSite } from "./features/pages/published-site.ts";

// Pages whose HTML is the same for every visitor: rendered once at build time from the seeded
// content and served from memory until staff publish a change to one (server/prerendered-pages.ts).
export function prerenderedPaths(): string[] {
  return prerenderedPathsOf(seededSite);
}
