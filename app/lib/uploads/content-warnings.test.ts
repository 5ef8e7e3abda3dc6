import { describe, expect, it } from "vitest";
import { contentWarningNote, contentWarningWords, parseContentWarnings, serializeContentWarnings } from "./content-warnings.ts";

describe("content warnings", () => {
  it("words active content as staff are told it", () => {
    expect(contentWarningWords(["active-content"])).toBe("contains active content");
    expect(contentWarningNote("active-content")).toBe("This file contains active content. Open it only in a viewer that blocks scripts.");
    expect(contentWarningWords(["active-content", "data-after-end"])).toBe("contains active content and has extra data after its end");
    expect(contentWarningWords([])).toBe("");
  });

  it("round-trips through the stored column, clear files as [] and unchecked ones as null", () => {
    expect(serializeContentWarnings([])).toBe("[]");
    expect(parseContentWarnings(serializeContentWarnings(["active-content", "data-after-end"]))).toEqual(["active-content", "data-after-end"]);
    expect(parseContentWarnings(null)).toEqual([]);
  });

  it("reads unknown codes and unreadable text as nothing rather than failing the page", () => {
    expect(parseContentWarnings('["active-content","made-up",7]')).toEqual(["active-content"]);
    expect(parseContentWarnings("not json")).toEqual([]);
    expect(parseContentWarnings('{"active-content":true}')).toEqual([]);
    expect(parseContentWarnings('["__proto__","toString"]')).toEqual([]);
  });
});
