import pino from "pino";

// JSON lines. Request logs carry method, path, status and timing only: never
// bodies, query strings, file names, email addresses, passwords or session ids.
// Standard output unless told otherwise (tests read the lines back to check what is written).
export function createLogger(level: string, destination?: pino.DestinationStream) {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime }, destination);
}

export type Logger = ReturnType<typeof createLogger>;
