import { describe, expect, it } from "vitest";
import { withoutScripts } from "./script-free-proxy.ts";

describe("the script-free variant of a page", () => {
  it("drops every executable script and module preload, keeping data blocks and the rest", () => {
    const html = [
      '<link rel="modulepreload" href="/assets/a.js"/>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="module">await import("/assets/a.js");</script>',
      '<script nonce="x" type="speculationrules">{"prefetch":[]}</script>',
      '<script src="/assets/b.js"></script>',
      "<main><h1>Title</h1></main>",
    ].join("");
    expect(withoutScripts(html)).toBe('<script type="application/ld+json">{"@type":"Organization"}</script><main><h1>Title</h1></main>');
  });
});
