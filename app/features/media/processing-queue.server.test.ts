import { describe, expect, it } from "vitest";
import { createProcessingQueue, ProcessingQueueFullError } from "./processing-queue.server.ts";

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe("the bounded processing queue", () => {
  it("runs at most `concurrency` tasks at once, the others in order as slots free up", async () => {
    const queue = createProcessingQueue({ concurrency: 2, maxWaiting: 10 });
    const gates = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    let running = 0;
    let mostAtOnce = 0;
    const results = gates.map((gate, index) =>
      queue.run(async () => {
        started.push(index);
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await gate.promise;
        running -= 1;
        return index * 10;
      }),
    );
    await Promise.resolve();
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(queue.load()).toEqual({ running: 2, waiting: 3 });
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(results)).toEqual([0, 10, 20, 30, 40]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(mostAtOnce).toBe(2);
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
  });

  it("refuses a task at once when the waiting line is full, and takes tasks again once it moves", async () => {
    const queue = createProcessingQueue({ concurrency: 1, maxWaiting: 1 });
    const gate = deferred();
    const first = queue.run(() => gate.promise);
    const second = queue.run(async () => "second");
    await expect(queue.run(async () => "third")).rejects.toBeInstanceOf(ProcessingQueueFullError);
    gate.resolve();
    await first;
    expect(await second).toBe("second");
    expect(await queue.run(async () => "later")).toBe("later");
  });

  it("frees the slot of a task that fails, so the queue never jams", async () => {
    const queue = createProcessingQueue({ concurrency: 1, maxWaiting: 2 });
    await expect(queue.run(() => Promise.reject(new Error("broken")))).rejects.toThrow("broken");
    await expect(
      queue.run(() => {
        throw new Error("thrown at once");
      }),
    ).rejects.toThrow("thrown at once");
    expect(await queue.run(async () => "fine")).toBe("fine");
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
  });
});
