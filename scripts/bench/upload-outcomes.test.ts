import { describe, expect, it } from "vitest";
import { retryAfterMs, summariseUploads } from "./upload-outcomes.ts";

describe("summariseUploads", () => {
  it("counts accepted, retried, refused and unfinished pictures, and the time until accepted", () => {
    const summary = summariseUploads([
      { answers: [201], result: "accepted", msUntilAccepted: 3_000 },
      { answers: [503, 503, 201], result: "accepted", msUntilAccepted: 12_000 },
      { answers: [503, 201], result: "accepted", msUntilAccepted: 7_000 },
      { answers: [409], result: "refused" },
      { answers: [0], result: "refused" },
      { answers: [503], result: "unfinished" },
    ]);
    expect(summary).toEqual({
      pictures: 6,
      requests: 9,
      accepted: 3,
      askedToRetry: 4,
      refused: { "409": 1, "no answer": 1 },
      unfinished: 1,
      untilAcceptedMs: { median: 7_000, slowest: 12_000 },
    });
  });

  it("takes the middle of an even count as the mean of the two middle times, and has no times without an accepted picture", () => {
    expect(summariseUploads([1_000, 4_000, 2_000, 3_000].map((ms) => ({ answers: [201], result: "accepted" as const, msUntilAccepted: ms }))).untilAcceptedMs).toEqual({ median: 2_500, slowest: 4_000 });
    expect(summariseUploads([{ answers: [413], result: "refused" }]).untilAcceptedMs).toBeNull();
  });
});

describe("retryAfterMs", () => {
  const now = Date.parse("2026-11-25T12:00:00Z");

  it("reads delta-seconds and HTTP dates, never a negative wait", () => {
    expect(retryAfterMs("5", now)).toBe(5_000);
    expect(retryAfterMs(" 0 ", now)).toBe(0);
    expect(retryAfterMs("Wed, 25 Nov 2026 12:00:07 GMT", now)).toBe(7_000);
    expect(retryAfterMs("Wed, 25 Nov 2026 11:59:00 GMT", now)).toBe(0);
  });

  it("is null when the header is missing or unreadable", () => {
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs("soon", now)).toBeNull();
    expect(retryAfterMs("-3", now)).toBeNull();
  });
});
