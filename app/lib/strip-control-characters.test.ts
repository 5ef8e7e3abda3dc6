import { describe, expect, it } from "vitest";
import { stripControlCharacters } from "./strip-control-characters.ts";

describe("stripControlCharacters", () => {
  it("removes C0 and C1 control characters and bidi overrides, keeping tabs and line feeds", () => {
    expect(stripControlCharacters("a\u0000b\u0007c\u001Bd\u007Fe\u0085f\u202Eg\u2066h")).toBe("abcdefgh");
    expect(stripControlCharacters("one\ttwo\nthree")).toBe("one\ttwo\nthree");
  });

  it("normalises every kind of line break to a line feed", () => {
    expect(stripControlCharacters("a\r\nb\rc\u2028d")).toBe("a\nb\nc\nd");
  });

  it("flattens line breaks and tabs to spaces for single-line fields", () => {
    expect(stripControlCharacters("Asha\r\n\tRao", { singleLine: true })).toBe("Asha Rao");
  });

  it("leaves ordinary text, accents and emoji alone", () => {
    expect(stripControlCharacters("Zoë O'Brien — 👍 नमस्ते")).toBe("Zoë O'Brien — 👍 नमस्ते");
  });
});
