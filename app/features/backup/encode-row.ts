/*
 * A row as a line of JSON. Values move as the schema stores them on both databases (text, integer,
 * real, null; timestamps are ISO text and flags are 0/1, see app/db/schema.ts), except two that
 * JSON cannot carry: bytes, which become entries of their own referenced as `{"$blob": name}`,
 * and non-finite numbers, written as `{"$number": "NaN" | "Infinity" | "-Infinity"}`.
 */

export type BlobReference = { $blob: string };

export function isBytes(value: unknown): value is Uint8Array {
  return value instanceof Uint8Array;
}

export function encodeValue(value: unknown): unknown {
  if (typeof value === "number" && !Number.isFinite(value)) return { $number: String(value) };
  if (typeof value === "bigint") {
    if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) throw new Error(`Integer ${value} is too large to carry`);
    return Number(value);
  }
  return value;
}

const NON_FINITE: Record<string, number> = { NaN: Number.NaN, Infinity: Number.POSITIVE_INFINITY, "-Infinity": Number.NEGATIVE_INFINITY };

/** A value read back from a line: a reference to bytes is returned for the caller to read. */
export function decodeValue(value: unknown): { blob: string } | { value: unknown } {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    if (typeof record.$blob === "string") return { blob: record.$blob };
    if (typeof record.$number === "string" && record.$number in NON_FINITE) return { value: NON_FINITE[record.$number] };
    throw new Error(`Unexpected value in a row: ${JSON.stringify(value).slice(0, 80)}`);
  }
  return { value };
}

/** The part of a blob's entry name that says which row it belongs to: its key, or its place. */
export function rowKeyOf(row: Record<string, unknown>, primaryKey: readonly string[], rowNumber: number): string {
  const key = primaryKey.map((column) => String(row[column])).join("_");
  return primaryKey.length > 0 && /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,80}$/.test(key) ? key : `row${rowNumber}`;
}
