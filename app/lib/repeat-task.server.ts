export type RepeatedTask = {
  /** Runs the task at once, then every interval after each run ends; safe to call once. */
  start(): void;
  /** Stops the schedule and waits for a run in progress to end. */
  stop(): Promise<void>;
};

/**
 * A task the server runs on a schedule (the inbox purge, publishing due pages). A run that fails, for example while
 * the database is briefly away, is reported and does not stop the schedule: the next run tries again.
 */
export function repeatTask(task: () => Promise<void>, intervalMs: number, onError: (error: unknown) => void): RepeatedTask {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let started = false;
  let stopped = false;

  function run() {
    timer = null;
    running = task()
      .catch(onError)
      .finally(() => {
        running = null;
        if (!stopped) timer = setTimeout(run, intervalMs).unref();
      });
  }

  return {
    start() {
      if (started || stopped) return;
      started = true;
      run();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
