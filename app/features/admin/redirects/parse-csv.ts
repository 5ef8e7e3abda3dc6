/** One record of a CSV file and the line of the file it starts on (1 for the first). */
export type CsvRecord = { line: number; fields: string[] };

export type ParsedCsv = { ok: true; records: CsvRecord[] } | { ok: false; line: number; message: string };

/**
 * A CSV file as RFC 4180 writes it and spreadsheets save it: fields separated by commas, quoted
 * fields that may hold commas, doubled quotes and line breaks, lines ended by CRLF, LF or CR, and
 * a UTF-8 byte order mark at the start (Excel's "CSV UTF-8") ignored. Blank lines are skipped.
 * A quote that is never closed, or text after a closing quote, makes the file unreadable, with
 * the line it happened on.
 */
export function parseCsv(text: string): ParsedCsv {
  const input = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = "";
  let line = 1;
  let recordLine = 1;
  let quotedFrom = 0;
  let inQuotes = false;
  // After a closing quote only a separator or a line end may follow.
  let closed = false;

  const endRecord = () => {
    fields.push(field);
    if (!(fields.length === 1 && fields[0] === "" && !closed)) records.push({ line: recordLine, fields });
    fields = [];
    field = "";
    closed = false;
  };

  for (let index = 0; index < input.length; index += 1) {
    const character = input[index]!;
    if (inQuotes) {
      if (character === '"') {
        if (input[index + 1] === '"') {
          field += '"';
          index += 1;
        } else {
          inQuotes = false;
          closed = true;
        }
      } else {
        if (character === "\n" || (character === "\r" && input[index + 1] !== "\n")) line += 1;
        field += character;
      }
      continue;
    }
    if (character === ",") {
      fields.push(field);
      field = "";
      closed = false;
    } else if (character === "\r" || character === "\n") {
      if (character === "\r" && input[index + 1] === "\n") index += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else if (closed) {
      return { ok: false, line, message: "Text follows a closing quote. Put the whole field in quotes, and double any quote inside it." };
    } else if (character === '"') {
      if (field !== "") return { ok: false, line, message: "A quote inside a field that does not start with one. Put the whole field in quotes, and double any quote inside it." };
      inQuotes = true;
      quotedFrom = line;
    } else {
      field += character;
    }
  }
  if (inQuotes) return { ok: false, line: quotedFrom, message: "A quoted field is never closed." };
  if (field !== "" || fields.length > 0 || closed) endRecord();
  return { ok: true, records };
}
