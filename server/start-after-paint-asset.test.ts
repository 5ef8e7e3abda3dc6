import { describe, expect, it } from "vitest";
import { findStartAfterPaintPath } from "./start-after-paint-asset.ts";

describe("the start-after-paint script's address", () => {
  it("is found among a build's files, under the name the build gives it, and only there", () => {
    const name = "start-after-paint-Ab3_x-9Z.js";
    expect(findStartAfterPaintPath(["/index.html", "/assets/entry.client-1.js", `/assets/${name}`])).toBe(`/assets/${name}`);
    expect(findStartAfterPaintPath(["/index.html", `/${name}`, "/assets/start-after-paint.js", "/assets/start-after-paint-report-Ab3_x-9Z.js"])).toBeUndefined();
  });
});
