/**
 * True when a write failed on a unique index (SQLite's SQLITE_CONSTRAINT_UNIQUE, PostgreSQL's
 * 23505). Operations check for a clash first and answer with a field message; this catches the
 * rare write that raced another one between the check and the insert.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== "object" || error === null || !("code" in error)) return false;
  const { code } = error as { code: unknown };
  return code === "SQLITE_CONSTRAINT_UNIQUE" || code === "23505";
}
