import type { Kysely } from "kysely";
import type { Database, NewVital } from "#app/db/schema.ts";
import { saveVitals } from "./save-vitals.server.ts";
import type { VitalsPayload } from "./vitals-payload.ts";
import { toVitalsPath } from "./vitals-path.ts";

type Log = (details: Record<string, unknown>, message: string) => void;

export type VitalsQueueOptions = {
  db: Kysely<Database>;
  logger?: { warn: Log };
  /** Longest a sample waits in memory before it is written. */
  flushIntervalMs?: number;
  /** Queued samples that start a write before the interval is up. */
  flushRows?: number;
  /** Samples held at most, queued and being written; a report that would go past it is dropped. */
  maxRows?: number;
  now?: () => Date;
};

export type VitalsQueue = {
  /** Queues one page view's report, a sample per metric; false when the queue is full and the report was dropped. */
  add(report: VitalsPayload): boolean;
  /** Writes everything queued so far and resolves when it is written (or given up). */
  flush(): Promise<void>;
  /** Takes no more reports and writes what is queued: for shutdown, before the database closes. */
  close(): Promise<void>;
};

/*
 * At 2,000 beacons a second (10,000 samples), a write per sample would be 10,000 statements a
 * second on the connection that pages use too. Samples wait here instead and go out as one
 * multi-row insert per second, or sooner when 1,000 are waiting. The cap is two seconds of that
 * rate: a database slower than the beacons fills it, and further reports are dropped (and
 * answered 503) rather than held in memory without bound.
 */
const FLUSH_INTERVAL_MS = 1_000;
const FLUSH_ROWS = 1_000;
const MAX_ROWS = 20_000;

/**
 * The queue between the beacon endpoint and the vitals table. Samples are stamped when received.
 * A write that fails (the database away) is logged and its samples are lost, as those of a crash
 * would be: a sample of page views can spare them, and holding them would fill the queue.
 */
export function createVitalsQueue(options: VitalsQueueOptions): VitalsQueue {
  const flushIntervalMs = options.flushIntervalMs ?? FLUSH_INTERVAL_MS;
  const flushRows = options.flushRows ?? FLUSH_ROWS;
  const maxRows = options.maxRows ?? MAX_ROWS;
  const now = options.now ?? (() => new Date());

  let queued: NewVital[] = [];
  let writingRows = 0;
  let writing: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  let dropped = 0;

  async function write(rows: NewVital[]): Promise<void> {
    writingRows = rows.length;
    try {
      await saveVitals(options.db, rows);
    } catch (error) {
      options.logger?.warn({ samples: rows.length, reason: error instanceof Error ? error.message : String(error) }, "web vitals samples could not be written and were dropped");
    } finally {
      writingRows = 0;
    }
    if (dropped > 0) {
      options.logger?.warn({ reports: dropped }, "web vitals reports dropped: the queue was full");
      dropped = 0;
    }
  }

  /** One write at a time; while it runs, samples gather for the next. */
  function startWriting(): Promise<void> {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    writing ??= (async () => {
      try {
        do {
          const rows = queued;
          queued = [];
          await write(rows);
          // Busy: what gathered meanwhile goes at once. Otherwise it waits for the interval.
        } while (queued.length >= flushRows);
      } finally {
        writing = null;
        if (queued.length > 0) schedule();
      }
    })();
    return writing;
  }

  function schedule(): void {
    // unref: a pending write does not keep a process alive; a server writes it in close().
    timer ??= setTimeout(() => {
      timer = null;
      void startWriting();
    }, flushIntervalMs).unref();
  }

  async function flush(): Promise<void> {
    while (writing || queued.length > 0) await startWriting();
  }

  return {
    add(report) {
      if (closed || queued.length + writingRows + report.metrics.length > maxRows) {
        dropped += 1;
        return false;
      }
      const route = toVitalsPath(report.path);
      const createdAt = now().toISOString();
      for (const metric of report.metrics) queued.push({ route, name: metric.name, value: metric.value, created_at: createdAt });
      if (queued.length >= flushRows && !writing) void startWriting();
      else schedule();
      return true;
    },
    flush,
    async close() {
      closed = true;
      await flush();
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
