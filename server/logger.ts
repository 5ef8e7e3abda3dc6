import pino from "pino";

// JSON lines. Request logs carry method, path, status and timing only: never
// bodies, query strings, file names, email addresses, passwords or session ids.
export function createLogger(level: string) {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime });
}

export type Logger = ReturnType<typeof createLogger>;
