import { describe, expect, it } from "vitest";
import { csvRecord, writeCsv } from "#app/features/admin/inbox/write-csv.ts";
import { parseCsv } from "./parse-csv.ts";
import { MAX_IMPORTED_REDIRECTS, readRedirectsCsv } from "./read-redirects-csv.ts";

describe("reading a CSV file", () => {
  it("reads quoted fields with commas, doubled quotes and line breaks, and counts lines across them", () => {
    const parsed = parseCsv('a,"b, c","say ""hi"""\n"two\nlines",x,\nlast,row,3');
    expect(parsed).toEqual({
      ok: true,
      records: [
        { line: 1, fields: ["a", "b, c", 'say "hi"'] },
        { line: 2, fields: ["two\nlines", "x", ""] },
        { line: 4, fields: ["last", "row", "3"] },
      ],
    });
  });

  it("drops a byte order mark, takes CRLF, LF and CR line ends alike, and skips blank lines", () => {
    expect(parseCsv("\uFEFFfrom,to\r\n/a,/b\r\n\r\n/c,/d\r/e,/f\n")).toEqual({
      ok: true,
      records: [
        { line: 1, fields: ["from", "to"] },
        { line: 2, fields: ["/a", "/b"] },
        { line: 4, fields: ["/c", "/d"] },
        { line: 5, fields: ["/e", "/f"] },
      ],
    });
  });

  it("names the line of a quote never closed or text after a closing quote", () => {
    expect(parseCsv('from,to\n/a,/b\n"/c,/d\n/e,/f')).toEqual({ ok: false, line: 3, message: "A quoted field is never closed." });
    expect(parseCsv('from,to\n"/a"x,/b')).toMatchObject({ ok: false, line: 2 });
    expect(parseCsv('from,to\n/a,/b\n/c"d",/e')).toMatchObject({ ok: false, line: 3 });
  });

  it("reads back what the export writes, quoted header and byte order mark included", () => {
    const file = writeCsv(["from", "to", "status"], [["/old", "/new?x=1", 301], ["/tmp, offer", "https://partner.example/", 302]]);
    expect(readRedirectsCsv(file)).toEqual({
      ok: true,
      rows: [
        { line: 2, from: "/old", to: "/new?x=1", status: 301 },
        { line: 3, from: "/tmp,%20offer", to: "https://partner.example/", status: 302 },
      ],
    });
  });
});

describe("the redirects of an imported file", () => {
  it("takes the columns in any order, status optional and 301 when empty, addresses normalised", () => {
    expect(readRedirectsCsv("To,FROM\n/new,old/\n")).toEqual({ ok: true, rows: [{ line: 2, from: "/old", to: "/new", status: 301 }] });
    expect(readRedirectsCsv("from,to,status\n/a,/b,\n/c,https://partner.example/x,302")).toEqual({
      ok: true,
      rows: [
        { line: 2, from: "/a", to: "/b", status: 301 },
        { line: 3, from: "/c", to: "https://partner.example/x", status: 302 },
      ],
    });
  });

  it("lists every bad row with its line number and reason, and no row at all then", () => {
    const file = ["from,to,status", "/fine,/new,301", "/admin/users,/new,301", "/a,partner.example,301", "/b,/c,307", "/d,/e", "", "/f,/g,301"].join("\r\n");
    const result = readRedirectsCsv(file);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems).toEqual([
      { line: 3, message: "Addresses under /admin belong to the site itself and cannot be redirected." },
      { line: 4, message: "Start the new address with / for a page of this site, or with https:// for another site." },
      { line: 5, message: "The status must be 301 (permanent) or 302 (temporary)." },
      { line: 6, message: "Expected 3 fields, found 2." },
    ]);
  });

  it("refuses a file without the header, without rows or with too many rows", () => {
    expect(readRedirectsCsv("/a,/b\n/c,/d")).toMatchObject({ ok: false, problems: [{ line: 1, message: expect.stringContaining("must name the columns from,to,status") }] });
    expect(readRedirectsCsv("from,to,status,note\n/a,/b,301,x")).toMatchObject({ ok: false, problems: [{ line: 1 }] });
    expect(readRedirectsCsv("\uFEFF")).toMatchObject({ ok: false, problems: [{ line: 1, message: expect.stringContaining("empty") }] });
    expect(readRedirectsCsv("from,to,status\r\n")).toMatchObject({ ok: false, problems: [{ line: 1, message: "The file has no redirects below its first line." }] });
    const many = `from,to\n${Array.from({ length: MAX_IMPORTED_REDIRECTS + 1 }, (_, index) => csvRecord([`/old-${index}`, "/new"])).join("")}`;
    expect(readRedirectsCsv(many)).toMatchObject({ ok: false, problems: [{ line: 1, message: expect.stringContaining(`at most ${MAX_IMPORTED_REDIRECTS}`) }] });
  });
});
