/** A row id from a URL or a form, or null for anything that cannot be one (the page answers 404, not 500). */
export function parseRecordId(value: unknown): number | null {
  if (typeof value !== "string" || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  // Ids are 32-bit integers on both databases.
  return id <= 2_147_483_647 ? id : null;
}
