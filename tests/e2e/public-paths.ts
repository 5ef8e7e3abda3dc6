import { prerenderedPaths } from "../../app/prerendered-paths.ts";

/** Every public page a visitor can open; the accessibility and screenshot sweeps visit each. */
export function publicPaths(): string[] {
  return [...prerenderedPaths(), "/blog", "/blog/1", "/contactus", "/careers", "/privacy"];
}
