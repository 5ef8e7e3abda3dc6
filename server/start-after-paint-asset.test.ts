import { describe, expect, it } from "vitest";
import { findStartAfterPaintPath, startAfterPaintFileName } from "./start-after-paint-asset.ts";

describe("the start-after-paint script's address", () => {
  it("changes with the script's content, so browsers may cache each version for good", () => {
    const first = startAfterPaintFileName("export async function startAfterPaint() {}");
    expect(first).toMatch(/^start-after-paint-[\w-]{8}\.js$/);
    expect(startAfterPaintFileName("export async function startAfterPaint() {}")).toBe(first);
    expect(startAfterPaintFileName("export async function startAfterPaint(modules) {}")).not.toBe(first);
  });

  it("is found among a build's files, and only there", () => {
    const name = startAfterPaintFileName("x");
    expect(findStartAfterPaintPath(["/index.html", "/assets/entry.client-1.js", `/assets/${name}`])).toBe(`/assets/${name}`);
    expect(findStartAfterPaintPath(["/index.html", `/${name}`, "/assets/start-after-paint.js"])).toBeUndefined();
  });
});
