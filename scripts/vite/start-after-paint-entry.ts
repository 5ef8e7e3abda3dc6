import path from "node:path";
import type { Plugin } from "vite";
import { START_AFTER_PAINT_SOURCE } from "../../server/start-after-paint-asset.ts";

/**
 * Makes app/start-after-paint.ts an entry of the client build, beside the client entry and the
 * route modules React Router gives it. Every optimised page imports it first (its bootstrap:
 * server/optimize-page-html.ts), and the client entry then uses what it holds (the first gesture,
 * the clicks held until an element is defined, the arrival focus, the web-vitals schedule) from it
 * rather than from copies of its own: clientChunks keeps those modules in its chunk. The build
 * names the chunk after the module and its content, as it names every asset.
 */
export function startAfterPaintEntry(): Plugin {
  return {
    name: "start-after-paint-entry",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    buildStart() {
      // Its chunk may export more than the module does (what the client entry imports from it),
      // where an entry of the input would get a chunk of its own that re-exports the module's.
      this.emitFile({ type: "chunk", id: path.resolve(START_AFTER_PAINT_SOURCE), name: "start-after-paint", preserveSignature: "allow-extension" });
    },
  };
}
