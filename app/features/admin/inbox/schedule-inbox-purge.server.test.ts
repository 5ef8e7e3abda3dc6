import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "#app/db/client.server.ts";
import { insertEnquiry } from "#tests/helpers/insert-submissions.ts";
import { createTestDatabase } from "#tests/helpers/test-database.ts";
import { createInboxPurgeScheduler } from "./schedule-inbox-purge.server.ts";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase("sqlite");
});
afterAll(async () => {
  await handle.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;

it("purges at start, again on every round, and stops cleanly", async () => {
  const db = handle.db;
  const start = new Date("2026-11-21T12:00:00.000Z");
  let clock = start;
  const logged: Record<string, unknown>[] = [];
  await insertEnquiry(db, { status: "handled", createdAt: "2026-01-01T00:00:00.000Z", handledAt: new Date(start.getTime() - 11 * DAY_MS).toISOString() });
  await insertEnquiry(db, { status: "handled", createdAt: "2026-01-01T00:00:00.000Z", handledAt: new Date(start.getTime() - 9 * DAY_MS).toISOString() });
  const remaining = async () => (await db.selectFrom("enquiries").select("id").execute()).length;

  const scheduler = createInboxPurgeScheduler({
    db,
    retentionDays: 10,
    intervalMs: 25,
    now: () => clock,
    logger: { info: (details) => void logged.push(details), warn: (details) => void logged.push({ warning: details }) },
  });
  scheduler.start();
  await expect.poll(remaining).toBe(1);
  // Two days on, the second enquiry is past its retention too; a later round takes it.
  clock = new Date(start.getTime() + 2 * DAY_MS);
  await expect.poll(remaining).toBe(0);
  await scheduler.stop();

  expect(logged).toEqual([
    { enquiries: 1, applications: 0, attachments: 0, retentionDays: 10 },
    { enquiries: 1, applications: 0, attachments: 0, retentionDays: 10 },
  ]);
  await insertEnquiry(db, { status: "handled", createdAt: "2026-01-01T00:00:00.000Z", handledAt: "2026-01-02T00:00:00.000Z" });
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(await remaining()).toBe(1);
});
