import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { fullGarbageCollection } from "./full-garbage-collection.ts";

describe("fullGarbageCollection", () => {
  it("collects an object nothing refers to any more", async () => {
    let target: object | undefined = { payload: new Array(1_000).fill("kept until collected") };
    const reference = new WeakRef(target);
    target = undefined;
    // A WeakRef's target lives at least until the current job ends.
    await new Promise((resolve) => setTimeout(resolve, 0));
    fullGarbageCollection()();
    expect(reference.deref()).toBeUndefined();
  });

  it("does not expose gc to contexts made afterwards", () => {
    fullGarbageCollection();
    expect(runInNewContext("typeof gc")).toBe("undefined");
  });
});
