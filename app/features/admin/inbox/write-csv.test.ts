import { describe, expect, it } from "vitest";
import { csvCell, writeCsv } from "./write-csv.ts";

describe("writeCsv", () => {
  it("starts with a UTF-8 byte order mark and ends every record with CRLF", () => {
    const csv = writeCsv(["Name", "Email"], [["Zoë", "zoe@example.com"]]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(Buffer.from(csv, "utf8").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.slice(1)).toBe("Name,Email\r\nZoë,zoe@example.com\r\n");
  });

  it("quotes fields with commas, quotes or line breaks, and doubles the quotes", () => {
    expect(csvCell("Pune, India")).toBe('"Pune, India"');
    expect(csvCell('She said "hello"')).toBe('"She said ""hello"""');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("line one\r\nline two")).toBe('"line one\r\nline two"');
    expect(csvCell("plain")).toBe("plain");
  });

  it("writes null as an empty field and numbers as they are", () => {
    expect(writeCsv(["a", "b", "c"], [[null, 42, -1]]).slice(1)).toBe("a,b,c\r\n,42,-1\r\n");
  });

  it.each([
    ["=HYPERLINK(\"http://evil.example\",\"click\")", "\"'=HYPERLINK(\"\"http://evil.example\"\",\"\"click\"\")\""],
    ["+91-9876543210", "'+91-9876543210"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["\t=1+1", "'\t=1+1"],
    ["\r=1+1", "\"'\r=1+1\""],
  ])("defuses the formula in %j", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it("leaves text that merely contains those characters alone", () => {
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell("zoe@example.com")).toBe("zoe@example.com");
  });
});
