/**
 * One line of progress on a terminal, rewritten in place, at most a few times a second; nothing
 * at all when the output is a file or a pipe (a cron job's log stays clean).
 */
export interface ProgressLine {
  update(text: string): void;
  /** Clears the line, so the summary that follows starts on a clean one. */
  done(): void;
}

const INTERVAL_MS = 150;

export function createProgressLine(stream: NodeJS.WriteStream = process.stderr): ProgressLine {
  if (!stream.isTTY) return { update: () => {}, done: () => {} };
  let last = 0;
  let shown = false;
  return {
    update(text) {
      const now = Date.now();
      if (now - last < INTERVAL_MS) return;
      last = now;
      shown = true;
      const width = Math.max(20, (stream.columns ?? 80) - 1);
      stream.write(`\r\x1b[K${text.slice(0, width)}`);
    },
    done() {
      if (shown) stream.write("\r\x1b[K");
      shown = false;
    },
  };
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB", "TB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}
