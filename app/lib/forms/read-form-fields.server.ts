import { readFormUpload, type UploadRefusal } from "#app/lib/uploads/read-form-upload.server.ts";

export type FormFieldLimits = { maxFields: number; maxFieldBytes: number };

export type ReadFormFieldsResult = { ok: true; formData: FormData } | ({ ok: false } & UploadRefusal);

/**
 * Reads a form of text fields (url-encoded or multipart, no file) with the same streamed limits
 * as the upload forms. `request.formData()` would buffer a body of any size, and it throws a
 * TypeError on a broken one, which the framework answers with a 500; here a broken, oversized or
 * foreign body is a 4xx with a message. One value per name: the first one sent.
 */
export async function readFormFields(request: Request, limits: FormFieldLimits): Promise<ReadFormFieldsResult> {
  const read = await readFormUpload(request, { fileField: null, allowedExtensions: [], maxFileBytes: 0, ...limits });
  if (!read.ok) {
    await read.bodyDrained;
    return { ok: false, status: read.status, message: read.message };
  }
  const formData = new FormData();
  for (const [name, value] of Object.entries(read.upload.fields)) formData.set(name, value);
  return { ok: true, formData };
}
