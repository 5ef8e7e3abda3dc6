import { EventEmitter } from "node:events";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GROWTH_BYTES, IDLE_MS, releaseMemoryWhenIdle } from "./release-memory-when-idle.ts";

const MB = 1024 * 1024;

describe("releaseMemoryWhenIdle", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setUp(startRss = 150 * MB) {
    const server = new EventEmitter();
    const memory = { rss: startRss };
    const collect = vi.fn(() => (memory.rss = startRss));
    const onCollected = vi.fn();
    const release = releaseMemoryWhenIdle(server, { collect, onCollected, rss: () => memory.rss, now: () => Date.now() });
    return { server, memory, collect, onCollected, release };
  }

  it("collects once the server has been idle after its memory grew, and not again until it serves more", async () => {
    const { server, memory, collect, onCollected, release } = setUp();
    server.emit("request");
    memory.rss += 80 * MB;
    await vi.advanceTimersByTimeAsync(IDLE_MS - 1_000);
    expect(collect).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(6_000);
    expect(collect).toHaveBeenCalledTimes(1);
    expect(onCollected).toHaveBeenCalledWith(expect.objectContaining({ rssBeforeBytes: 230 * MB, rssAfterBytes: 150 * MB }));
    memory.rss += 40 * MB; // memory that is not the heap's, say: nothing was served since
    await vi.advanceTimersByTimeAsync(60_000);
    expect(collect).toHaveBeenCalledTimes(1);
    release.stop();
  });

  it("waits while requests keep coming", async () => {
    const { server, memory, collect, release } = setUp();
    memory.rss += 80 * MB;
    for (let second = 0; second < 60; second += 2) {
      server.emit("request");
      await vi.advanceTimersByTimeAsync(2_000);
    }
    expect(collect).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(IDLE_MS + 5_000);
    expect(collect).toHaveBeenCalledTimes(1);
    release.stop();
  });

  it("leaves a quiet site alone when its memory has hardly grown", async () => {
    const { server, memory, collect, release } = setUp();
    for (let minute = 0; minute < 5; minute += 1) {
      server.emit("request");
      memory.rss += GROWTH_BYTES / 8;
      await vi.advanceTimersByTimeAsync(60_000);
    }
    expect(collect).not.toHaveBeenCalled();
    release.stop();
  });

  it("stops listening and checking when stopped", async () => {
    const { server, memory, collect, release } = setUp();
    release.stop();
    server.emit("request");
    memory.rss += 80 * MB;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(collect).not.toHaveBeenCalled();
    expect(server.listenerCount("request")).toBe(0);
  });
});
