import { expect, it } from "vitest";
import { repeatTask } from "./repeat-task.server.ts";

it("runs at once and again after each run, goes on after a failed run, and stops cleanly", async () => {
  const runs: number[] = [];
  const errors: unknown[] = [];
  const task = repeatTask(
    async () => {
      runs.push(runs.length);
      if (runs.length === 2) throw new Error("database away");
    },
    5,
    (error) => errors.push(error),
  );
  task.start();
  task.start();
  await new Promise((resolve) => setTimeout(resolve, 60));
  await task.stop();
  const count = runs.length;
  expect(count).toBeGreaterThanOrEqual(3);
  expect(errors).toHaveLength(1);
  await new Promise((resolve) => setTimeout(resolve, 30));
  expect(runs.length).toBe(count);
});
