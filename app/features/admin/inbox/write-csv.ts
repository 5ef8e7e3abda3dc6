/*
 * CSV as RFC 4180 describes it (CRLF line ends, quotes doubled), with every text field quoted, and
 * prefixed with a UTF-8 byte order mark: without it Excel reads the file as the local code page
 * and mangles every name with an accent.
 */

export type CsvCell = string | number | null;

export const CSV_BYTE_ORDER_MARK = "\uFEFF";

/**
 * A spreadsheet treats a field starting with one of these as a formula, so a visitor could write
 * `=HYPERLINK(...)` into a form and have it run on a staff member's machine (CSV injection).
 */
const FORMULA_TRIGGER = "=+-@\t\r";

/*
 * Where a field can start depends on the reader: a spreadsheet set to another list separator
 * (`;` in much of Europe, a tab) splits this file at characters inside our quoted fields, and a
 * reader that ignores the quotes splits at line breaks inside them. So a formula trigger gets a
 * leading apostrophe, which spreadsheets show as text and never evaluate, wherever any reader could
 * see a field begin: at the start of the text, and after any separator or line break in it (with
 * the spaces and quotes a reader might strip in between).
 */
const TRIGGER_AFTER_SEPARATOR = /([,;\t\r\n|][ "]*)([=+\-@])/g;

function defuseFormulas(text: string): string {
  const guarded = FORMULA_TRIGGER.includes(text[0] ?? "") ? `'${text}` : text;
  return guarded.replace(TRIGGER_AFTER_SEPARATOR, "$1'$2");
}

export function csvCell(value: CsvCell): string {
  if (value === null) return "";
  // Numbers come from the database, never from a visitor, and stay numbers for the spreadsheet.
  if (typeof value === "number") return String(value);
  return `"${defuseFormulas(value).replaceAll('"', '""')}"`;
}

/** One record with its line end: a file is the byte order mark followed by its records, so it can be written a few records at a time. */
export function csvRecord(cells: readonly CsvCell[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

/** A whole file at once: what the streamed export (stream-csv.ts) sends piece by piece. */
export function writeCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return CSV_BYTE_ORDER_MARK + [header, ...rows].map(csvRecord).join("");
}
