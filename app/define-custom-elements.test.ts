import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

describe("the registry of custom elements", () => {
  it("loads each element that only some pages hold from a module named after its tag, which is how the build's chunk is found and counted", () => {
    const source = readFileSync(path.join(import.meta.dirname, "define-custom-elements.ts"), "utf8");
    const lazy = [...source.matchAll(/"kairav-([\w-]+)": \(\) => import\("([^"]+)"\)/g)];
    expect(lazy.length).toBeGreaterThan(3);
    for (const [, tag, module] of lazy) expect(module, tag).toMatch(new RegExp(`/${tag}-element\\.ts$`));
  });
});
