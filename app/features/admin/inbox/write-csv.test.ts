import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { csvCell, writeCsv } from "./write-csv.ts";

/** What a spreadsheet would evaluate: a field whose text, past spaces and quotes, starts a formula. */
function startsFormula(field: string): boolean {
  return /^[ "]*[=+\-@]/.test(field);
}

/** Every field of the file as a reader with this separator sees it, quotes honoured where they can be. */
function fieldsAsRead(csv: string, delimiter: string): string[] {
  const rows: string[][] = parse(csv.replace(/^\uFEFF/, ""), {
    delimiter,
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
  });
  return rows.flat();
}

const hostileTexts = [
  "Hello;=1+2;@SUM(1+1)",
  "=HYPERLINK(\"http://evil.example\",\"click\")",
  "+91-9876543210",
  "-2+3",
  "@SUM(A1:A2)",
  "\t=1+1",
  "\r=1+1",
  "line one\n=1+1",
  "a,=1+1",
  "a;\"=1+1\"",
  "a; =cmd|' /C calc'!A0",
  "a\t-5+5",
  "semi;;;+1",
];

describe("writeCsv", () => {
  it("starts with a UTF-8 byte order mark and ends every record with CRLF", () => {
    const csv = writeCsv(["Name", "Email"], [["Zoë", "zoe@example.com"]]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(Buffer.from(csv, "utf8").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.slice(1)).toBe('"Name","Email"\r\n"Zoë","zoe@example.com"\r\n');
  });

  it("quotes every text field and doubles the quotes inside", () => {
    expect(csvCell("Pune, India")).toBe('"Pune, India"');
    expect(csvCell('She said "hello"')).toBe('"She said ""hello"""');
    expect(csvCell("line one\r\nline two")).toBe('"line one\r\nline two"');
    expect(csvCell("plain")).toBe('"plain"');
  });

  it("writes null as an empty field and numbers unquoted", () => {
    expect(writeCsv(["a", "b", "c"], [[null, 42, 7]]).slice(1)).toBe('"a","b","c"\r\n,42,7\r\n');
  });

  it.each([
    ["=HYPERLINK(\"http://evil.example\",\"click\")", "\"'=HYPERLINK(\"\"http://evil.example\"\",\"\"click\"\")\""],
    ["+91-9876543210", "\"'+91-9876543210\""],
    ["@SUM(A1:A2)", "\"'@SUM(A1:A2)\""],
    ["Hello;=1+2;@SUM(1+1)", "\"Hello;'=1+2;'@SUM(1+1)\""],
  ])("defuses the formula in %j", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it("leaves text that merely contains those characters alone", () => {
    expect(csvCell("a=b")).toBe('"a=b"');
    expect(csvCell("zoe@example.com")).toBe('"zoe@example.com"');
    expect(csvCell("Call me - thanks")).toBe('"Call me - thanks"');
  });

  it.each([",", ";", "\t"])("gives a reader that splits at %j no field that starts a formula", (delimiter) => {
    const csv = writeCsv(
      ["ID", "Name", "Message"],
      hostileTexts.map((text, index) => [index + 1, text, `Message: ${text}`]),
    );
    const fields = fieldsAsRead(csv, delimiter);
    expect(fields.length).toBeGreaterThan(hostileTexts.length);
    expect(fields.filter(startsFormula)).toEqual([]);
  });

  it("reads back every text exactly, apart from the guards, with the comma dialect", () => {
    const csv = writeCsv(["Message"], [["Zoë, from Pune"], ['She said "hi"\nThanks']]);
    expect(fieldsAsRead(csv, ",")).toEqual(["Message", "Zoë, from Pune", 'She said "hi"\nThanks']);
  });
});
