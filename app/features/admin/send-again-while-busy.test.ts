import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MAX_AUTOMATIC_RETRIES, sendAgainWhileBusy } from "./send-again-while-busy.ts";

type Answer = { status: number; busyRetryAfterSeconds?: number };
const BUSY: Answer = { status: 503, busyRetryAfterSeconds: 2 };

function answering(...answers: Answer[]) {
  const send = vi.fn(async () => answers.shift() ?? BUSY);
  return send;
}

describe("sendAgainWhileBusy", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("sends again after the wait the busy answer names, and answers what came then", async () => {
    const send = answering(BUSY, { status: 400 });
    const waiting: boolean[] = [];
    const answer = sendAgainWhileBusy(send, (a) => a.busyRetryAfterSeconds, (now) => waiting.push(now));
    await vi.advanceTimersByTimeAsync(1_999);
    expect(send).toHaveBeenCalledTimes(1);
    expect(waiting).toEqual([true]);
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toEqual({ status: 400 });
    expect(send).toHaveBeenCalledTimes(2);
    expect(waiting).toEqual([true, false]);
  });

  it("gives up after a few tries and answers the last busy answer", async () => {
    const send = answering();
    const answer = sendAgainWhileBusy(send, (a) => a.busyRetryAfterSeconds, () => {});
    await vi.advanceTimersByTimeAsync(60_000);
    await expect(answer).resolves.toEqual(BUSY);
    expect(send).toHaveBeenCalledTimes(1 + MAX_AUTOMATIC_RETRIES);
  });

  it("does not wait or send again when the first answer is not busy", async () => {
    const send = answering({ status: 429 });
    const waiting: boolean[] = [];
    await expect(sendAgainWhileBusy(send, (a) => a.busyRetryAfterSeconds, (now) => waiting.push(now))).resolves.toEqual({ status: 429 });
    expect(send).toHaveBeenCalledTimes(1);
    expect(waiting).toEqual([false]);
  });
});
