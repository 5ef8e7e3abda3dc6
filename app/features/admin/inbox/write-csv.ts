/*
 * CSV as RFC 4180 describes it (CRLF line ends, fields quoted when they hold a comma, quote or
 * line break, quotes doubled), prefixed with a UTF-8 byte order mark: without it Excel reads the
 * file as the local code page and mangles every name with an accent.
 */

export type CsvCell = string | number | null;

const BYTE_ORDER_MARK = "\uFEFF";

/**
 * A spreadsheet treats a cell starting with one of these as a formula, so a visitor could write
 * `=HYPERLINK(...)` into a form and have it run on a staff member's machine (CSV injection).
 * Such cells get a leading apostrophe, which spreadsheets show as text and do not evaluate.
 */
const FORMULA_TRIGGER = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_TRIGGER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function writeCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `${BYTE_ORDER_MARK}${lines.join("\r\n")}\r\n`;
}
