/*
 * A bounded queue for work that takes long (making a picture's variants takes from a tenth of a
 * second to several seconds of CPU). At most `concurrency` tasks run at once and at most
 * `maxWaiting` wait; one more is refused at once rather than queued, so a burst of uploads holds
 * a bounded amount of memory and CPU and the site's pages keep being served (ADR 014).
 */

export class ProcessingQueueFullError extends Error {
  constructor() {
    super("The processing queue is full");
    this.name = "ProcessingQueueFullError";
  }
}

export type ProcessingQueue = {
  /** Runs `task` once a slot is free; rejects with ProcessingQueueFullError when the queue is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** How many tasks run and wait now. */
  load(): { running: number; waiting: number };
};

export function createProcessingQueue({ concurrency, maxWaiting }: { concurrency: number; maxWaiting: number }): ProcessingQueue {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    }
  };

  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      if (running < concurrency) {
        running += 1;
        // Through a promise, so a task that throws at once still frees its slot.
        return Promise.resolve().then(task).finally(release);
      }
      if (waiting.length >= maxWaiting) return Promise.reject(new ProcessingQueueFullError());
      return new Promise<void>((start) => waiting.push(start)).then(task).finally(release);
    },
    load: () => ({ running, waiting: waiting.length }),
  };
}

/**
 * The process's queue for pictures. One at a time: each runs on one libvips thread (see
 * process-image.server.ts), so on a two-core machine the other core stays with the site. Eight
 * waiting bound the files held in memory to about 160 MB at the largest size.
 */
export const mediaProcessingQueue = createProcessingQueue({ concurrency: 1, maxWaiting: 8 });
