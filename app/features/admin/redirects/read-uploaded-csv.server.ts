/** A refusal of the uploaded file itself, before its rows are read. */
export type UploadedCsv = { ok: true; text: string } | { ok: false; message: string };

/**
 * The text of the CSV file a form sent in `field`. The form's size is capped before it is read
 * (read-staff-form.server.ts); the text must be UTF-8, as spreadsheets save "CSV UTF-8".
 */
export async function readUploadedCsv(form: FormData, field: string): Promise<UploadedCsv> {
  const file = form.get(field);
  if (!(file instanceof File) || (file.size === 0 && file.name === "")) return { ok: false, message: "Choose a CSV file to import." };
  if (file.size === 0) return { ok: false, message: "The file is empty. Its first line names the columns: from,to,status." };
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer()) };
  } catch {
    return { ok: false, message: "The file is not UTF-8 text. In the spreadsheet, save it as “CSV UTF-8” and import it again." };
  }
}
