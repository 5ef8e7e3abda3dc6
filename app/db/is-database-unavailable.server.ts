/*
 * Whether an error means "the database cannot be reached right now" (stopped, restarting,
 * unreachable, out of connections or disk) rather than a fault in a query. Those are answered
 * 503 with Retry-After instead of 500: the request was fine and will work once the database is back.
 */

// Socket errors from the PostgreSQL driver (Node's own codes).
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN", "ECONNABORTED"]);

// PostgreSQL SQLSTATE: class 08 (connection exception), 57P01–57P03 (shut down by an
// administrator, crash shutdown, cannot connect now), 53300 (too many connections), 53100 (disk full).
const POSTGRES_STATES = /^(08[0-9A-Z]{3}|57P0[1-3]|53300|53100)$/;

// SQLite: locked by another process past busy_timeout, the file cannot be opened, or the disk failed or is full.
const SQLITE_CODES = /^SQLITE_(BUSY|CANTOPEN|IOERR|FULL)/;

// Errors that carry no code: pg's pool and client, Kysely after shutdown, better-sqlite3 after close.
const MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /^Client has encountered a connection error/,
  /^Client was closed and is not queryable/,
  /^Cannot use a pool after calling end/,
  /driver has already been destroyed/,
  /^The database connection is not open$/,
];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (NETWORK_CODES.has(code) || POSTGRES_STATES.test(code) || SQLITE_CODES.test(code))) return true;
  if (MESSAGES.some((pattern) => pattern.test(error.message))) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}
