import type { RedirectStatus } from "#app/db/schema.ts";
import { normalizeFromPath, normalizeToTarget } from "./normalize-redirect.ts";
import { parseCsv } from "./parse-csv.ts";
import { readRedirectStatus } from "./redirect-status.ts";

/** The columns of the file, as the export writes them. */
export const REDIRECT_CSV_COLUMNS = ["from", "to", "status"] as const;

/** More than this in one file is refused: a larger list is imported in parts. */
export const MAX_IMPORTED_REDIRECTS = 5000;

export type ImportedRedirect = { line: number; from: string; to: string; status: RedirectStatus };
export type ImportProblem = { line: number; message: string };

export type ReadRedirectsCsv = { ok: true; rows: ImportedRedirect[] } | { ok: false; problems: ImportProblem[] };

/**
 * The redirects of an imported file, each checked as the form checks one (the old address
 * normalised, the new one a path or an http(s) URL, the status 301, 302 or empty for 301); or
 * every bad row's line and reason. The first line names the columns: `from` and `to`, and
 * `status` if the file sets it, in any order.
 */
export function readRedirectsCsv(text: string): ReadRedirectsCsv {
  const parsed = parseCsv(text);
  if (!parsed.ok) return { ok: false, problems: [{ line: parsed.line, message: parsed.message }] };
  const [header, ...records] = parsed.records;
  const headerProblem = (message: string): ReadRedirectsCsv => ({ ok: false, problems: [{ line: header?.line ?? 1, message }] });
  if (!header) return headerProblem("The file is empty. Its first line names the columns: from,to,status.");
  const names = header.fields.map((name) => name.trim().toLowerCase());
  const unknown = names.find((name) => !(REDIRECT_CSV_COLUMNS as readonly string[]).includes(name));
  if (unknown !== undefined || new Set(names).size !== names.length || !names.includes("from") || !names.includes("to")) {
    return headerProblem(`The first line must name the columns from,to,status (found ${header.fields.join(",")}).`);
  }
  if (records.length === 0) return headerProblem("The file has no redirects below its first line.");
  if (records.length > MAX_IMPORTED_REDIRECTS) return headerProblem(`The file has ${records.length} redirects; import at most ${MAX_IMPORTED_REDIRECTS} at a time.`);

  const rows: ImportedRedirect[] = [];
  const problems: ImportProblem[] = [];
  for (const record of records) {
    if (record.fields.length !== names.length) {
      problems.push({ line: record.line, message: `Expected ${names.length} fields, found ${record.fields.length}.` });
      continue;
    }
    const value = (column: string) => record.fields[names.indexOf(column)] ?? "";
    const from = normalizeFromPath(value("from"));
    const to = normalizeToTarget(value("to"));
    const status = readRedirectStatus(names.includes("status") ? value("status") : "");
    const reasons = [from.ok ? null : from.message, to.ok ? null : to.message, status.ok ? null : status.message].filter((reason) => reason !== null);
    if (from.ok && to.ok && status.ok) rows.push({ line: record.line, from: from.value, to: to.value, status: status.value });
    else problems.push({ line: record.line, message: reasons.join(" ") });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, rows };
}
