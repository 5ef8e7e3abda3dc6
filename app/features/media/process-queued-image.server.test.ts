import { describe, expect, it } from "vitest";
import { elfExecutable, pngPicture } from "#tests/helpers/media-files.ts";
import { MEDIA_DAMAGED_MESSAGE } from "./media-limits.ts";
import { processQueuedImage } from "./process-queued-image.server.ts";
import { createProcessingQueue } from "./processing-queue.server.ts";

describe("making variants through the bounded queue", () => {
  it("answers busy at once while the queue is full, and takes the picture once it has room", async () => {
    const queue = createProcessingQueue({ concurrency: 1, maxWaiting: 0 });
    let release!: () => void;
    const occupied = queue.run(() => new Promise<void>((resolve) => (release = resolve)));
    const picture = { data: await pngPicture(40, 30), kind: "png" as const };
    expect(await processQueuedImage(picture, queue)).toEqual({ ok: false, busy: true });
    release();
    await occupied;
    const done = await processQueuedImage(picture, queue);
    expect(done.ok && { width: done.image.width, height: done.image.height }).toEqual({ width: 40, height: 30 });
  });

  it("gives a file the library refuses back as a value, so the next file still gets its turn", async () => {
    const queue = createProcessingQueue({ concurrency: 1, maxWaiting: 1 });
    expect(await processQueuedImage({ data: elfExecutable(), kind: "jpeg" }, queue)).toEqual({ ok: false, refusal: { status: 415, message: MEDIA_DAMAGED_MESSAGE } });
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
  });
});
