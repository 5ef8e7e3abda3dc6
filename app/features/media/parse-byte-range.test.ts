import { describe, expect, it } from "vitest";
import { parseByteRange } from "./parse-byte-range.ts";

describe("the Range header of a file request", () => {
  it("reads first-last, first- and -suffix", () => {
    expect(parseByteRange("bytes=0-99", 1000)).toEqual({ kind: "partial", start: 0, end: 99 });
    expect(parseByteRange("bytes=900-", 1000)).toEqual({ kind: "partial", start: 900, end: 999 });
    expect(parseByteRange("bytes=-100", 1000)).toEqual({ kind: "partial", start: 900, end: 999 });
    expect(parseByteRange(" BYTES = 5 - 9 ", 1000)).toEqual({ kind: "partial", start: 5, end: 9 });
  });

  it("clips a range that runs past the end, and a suffix longer than the file", () => {
    expect(parseByteRange("bytes=990-5000", 1000)).toEqual({ kind: "partial", start: 990, end: 999 });
    expect(parseByteRange("bytes=-5000", 1000)).toEqual({ kind: "partial", start: 0, end: 999 });
  });

  it("answers 416 for a range wholly past the end or an empty suffix", () => {
    expect(parseByteRange("bytes=1000-", 1000)).toEqual({ kind: "unsatisfiable" });
    expect(parseByteRange("bytes=99999999999-1", 1000)).toEqual({ kind: "whole" });
    expect(parseByteRange("bytes=99999999999-99999999999", 1000)).toEqual({ kind: "unsatisfiable" });
    expect(parseByteRange("bytes=-0", 1000)).toEqual({ kind: "unsatisfiable" });
  });

  it("sends the whole file for no header, several ranges, another unit or nonsense", () => {
    for (const header of [null, "bytes=0-1,5-6", "items=0-1", "bytes=", "bytes=-", "bytes=a-b", "bytes=9-3", "0-1"]) {
      expect(parseByteRange(header, 1000), String(header)).toEqual({ kind: "whole" });
    }
  });
});
