// What became of each picture of the upload burst, and the totals the report prints.

/** One picture's course: every status it was answered with, in order (0: no answer, the connection failed). */
export type UploadOutcome = {
  answers: number[];
  result: "accepted" | "refused" | "unfinished";
  /** From the first byte sent to the 201, retries and their waits included. */
  msUntilAccepted?: number;
};

export type UploadSummary = {
  pictures: number;
  /** Requests sent, retries included. */
  requests: number;
  accepted: number;
  /** 503 answers with Retry-After: the queue's back-pressure, each followed by the same file again. */
  askedToRetry: number;
  /** Pictures refused for good, by their last status ("no answer" for a failed connection). */
  refused: Record<string, number>;
  /** Pictures still waiting for their turn when the burst's time to finish ran out. */
  unfinished: number;
  /** Time until accepted, over the accepted pictures; null when none was. */
  untilAcceptedMs: { median: number; slowest: number } | null;
};

function median(sorted: number[]): number {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function summariseUploads(outcomes: UploadOutcome[]): UploadSummary {
  const refused: Record<string, number> = {};
  for (const outcome of outcomes) {
    if (outcome.result !== "refused") continue;
    const last = outcome.answers.at(-1) ?? 0;
    const key = last === 0 ? "no answer" : String(last);
    refused[key] = (refused[key] ?? 0) + 1;
  }
  const times = outcomes.flatMap((outcome) => (outcome.result === "accepted" && outcome.msUntilAccepted !== undefined ? [outcome.msUntilAccepted] : [])).sort((a, b) => a - b);
  return {
    pictures: outcomes.length,
    requests: outcomes.reduce((sum, outcome) => sum + outcome.answers.length, 0),
    accepted: outcomes.filter((outcome) => outcome.result === "accepted").length,
    askedToRetry: outcomes.reduce((sum, outcome) => sum + outcome.answers.filter((status) => status === 503).length, 0),
    refused,
    unfinished: outcomes.filter((outcome) => outcome.result === "unfinished").length,
    untilAcceptedMs: times.length === 0 ? null : { median: median(times), slowest: times.at(-1)! },
  };
}

/**
 * How long a Retry-After header asks to wait, in ms: delta-seconds or an HTTP date (RFC 9110
 * 10.2.3). Null when it is missing or unreadable: then the server did not ask for a retry.
 */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (header === null) return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1_000;
  // Every HTTP date form starts with the day's name; Date.parse alone would read "-3" as a year.
  const date = /^[A-Za-z]{3}/.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}
