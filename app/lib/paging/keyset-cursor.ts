/*
 * Where a newest-first list continues: the sort value and id of the row at the edge of the page
 * shown. The next page is read from there with an index seek instead of counting past every
 * earlier row, so the 4,000th page costs what the first does and a row added meanwhile shifts
 * nothing. In the URL as `?older=…` (the rows after it) or `?newer=…` (the rows before it),
 * base64url JSON: short, ASCII, and not something people edit by hand.
 */

/** The sort value (a timestamp or date, compared as text) and the id that breaks ties between equal ones. */
export type KeysetCursor = { key: string; id: number };

export type KeysetDirection = "older" | "newer";

/** The rows older or newer than the cursor; null for the first (newest) page. */
export type KeysetPosition = { direction: KeysetDirection; cursor: KeysetCursor };

export const KEYSET_DIRECTIONS: readonly KeysetDirection[] = ["older", "newer"];

/** What a damaged or hand-edited cursor gets, with a 400. */
export const BAD_CURSOR_MESSAGE = "This page link is damaged or incomplete. Open the list again from its first page.";

const MAX_KEY_LENGTH = 64;
const MAX_ID = 2_147_483_647;
// A cursor of the longest key stays well under this.
const MAX_ENCODED_LENGTH = 160;

function toBase64Url(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text) || text.length > MAX_ENCODED_LENGTH) return null;
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (character) => character.charCodeAt(0)));
  } catch {
    return null;
  }
}

export function encodeKeysetCursor(cursor: KeysetCursor): string {
  return toBase64Url(JSON.stringify([cursor.key, cursor.id]));
}

/** The cursor a URL carries, or null when it is not one this site wrote. */
export function decodeKeysetCursor(text: string): KeysetCursor | null {
  const json = fromBase64Url(text);
  if (json === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 2) return null;
  const [key, id] = value as unknown[];
  if (typeof key !== "string" || key.length > MAX_KEY_LENGTH || /[\u0000-\u001f]/.test(key)) return null;
  if (typeof id !== "number" || !Number.isInteger(id) || id < 1 || id > MAX_ID) return null;
  return { key, id };
}

/**
 * The position `?older=` or `?newer=` names: null for neither (the first page), "invalid" for a
 * damaged cursor or both at once. An empty value counts as absent, as a form would send it.
 */
export function readKeysetPosition(params: URLSearchParams): KeysetPosition | null | "invalid" {
  const present = KEYSET_DIRECTIONS.flatMap((direction) => params.getAll(direction).filter(Boolean).map((value) => ({ direction, value })));
  if (present.length === 0) return null;
  if (present.length > 1) return "invalid";
  const cursor = decodeKeysetCursor(present[0]!.value);
  return cursor ? { direction: present[0]!.direction, cursor } : "invalid";
}

/** Adds the position to a list URL's query, leaving it out for the first page. */
export function setKeysetPosition(params: URLSearchParams, position: KeysetPosition | null): URLSearchParams {
  for (const direction of KEYSET_DIRECTIONS) params.delete(direction);
  if (position) params.set(position.direction, encodeKeysetCursor(position.cursor));
  return params;
}
