/**
 * JSON with every object's keys sorted: the same content gives the same text however it was
 * built (a document read back through its schema has the schema's key order, a file the author's).
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1))) : inner,
  );
}
