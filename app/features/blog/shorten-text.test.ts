import { describe, expect, it } from "vitest";
import { EXCERPT_LENGTH } from "./blog-rules.ts";
import { formatPostDate } from "./format-post-date.ts";
import { excerpt, summary } from "./shorten-text.ts";

describe("excerpt", () => {
  it("keeps exactly the first 200 characters and adds '...'", () => {
    const text = "a".repeat(150) + " " + "b".repeat(150);
    const result = excerpt(text);
    expect(result).toBe(text.slice(0, EXCERPT_LENGTH) + "...");
    expect(result).toHaveLength(EXCERPT_LENGTH + 3);
  });

  it("leaves a short text as it is", () => {
    expect(excerpt("Short post.")).toBe("Short post.");
  });

  it("counts an emoji as one character and never splits it", () => {
    const result = excerpt("👍".repeat(250));
    expect(Array.from(result.replace(/\.\.\.$/, ""))).toHaveLength(EXCERPT_LENGTH);
  });
});

describe("summary", () => {
  it("ends on a whole word within the limit", () => {
    const text = "Contracts before code: how we design API-first platforms for banks and the teams that integrate with them, week by week, with mock servers and reviews.";
    const result = summary(text, 80);
    expect(result.length).toBeLessThanOrEqual(80);
    expect(result.endsWith("…")).toBe(true);
    expect(text.startsWith(result.slice(0, -1))).toBe(true);
  });
});

describe("formatPostDate", () => {
  it("shows day, short month and year", () => {
    expect(formatPostDate("2023-02-14")).toBe("14 Feb 2023");
    expect(formatPostDate("2026-11-01T10:00:00.000Z")).toBe("1 Nov 2026");
  });
});
