import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./static-files";

const sha = (text: string) => createHash("sha256").update(text).digest("base64");

describe("inlineScriptHashes", () => {
  it("hashes each executable inline script exactly as written", () => {
    const html = `<head><script>window.a=1</script><script type="module">import "/x.js";</script></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha('import "/x.js";')]);
  });

  it("skips external scripts and JSON-LD data blocks", () => {
    const html = `<script src="/assets/a.js"></script><script type="application/ld+json">{"@type":"Thing"}</script>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});
