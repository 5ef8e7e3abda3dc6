import { Form, Link, useNavigation } from "react-router";
import { CsrfField } from "#app/features/admin/csrf-field.tsx";
import { MEDIA_ACCEPT } from "#app/features/media/media-limits.ts";

/**
 * A new file for the same picture: its id, alt text and caption stay, and the pages that show it
 * show the new file. A multipart post, which the page's action tells from the details form's.
 */
export function MediaReplaceForm({ error, existingItemId }: { error?: string; existingItemId?: number }) {
  const navigation = useNavigation();
  const replacing = navigation.state === "submitting" && navigation.formEncType === "multipart/form-data";
  return (
    <Form method="post" encType="multipart/form-data" aria-labelledby="media-replace-heading" className="space-y-3">
      <CsrfField />
      <h2 id="media-replace-heading" className="text-base font-semibold text-slate-900">
        Replace the file
      </h2>
      <div>
        <label htmlFor="media-replace-file" className="block text-sm font-semibold text-slate-900">
          New file
        </label>
        <input
          id="media-replace-file"
          type="file"
          name="file"
          required
          accept={MEDIA_ACCEPT}
          aria-describedby={error ? "media-replace-error media-replace-hint" : "media-replace-hint"}
          aria-invalid={error ? true : undefined}
          className="mt-1 block w-full min-w-0 text-sm text-slate-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-4 file:py-2 file:font-semibold file:text-slate-900 hover:file:border-brand-700"
        />
        <p id="media-replace-hint" className="mt-1 text-sm text-slate-600">
          Pages that show this picture show the new file at once.
        </p>
        {error ? (
          <p id="media-replace-error" role="alert" className="mt-1 text-sm font-medium text-red-700">
            {error}{" "}
            {existingItemId ? (
              <Link to={`/admin/media/${existingItemId}`} className="font-semibold text-brand-800 underline underline-offset-4">
                Open it
              </Link>
            ) : null}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn-outline min-h-11 px-4 py-2 text-sm" disabled={replacing}>
        {replacing ? "Replacing…" : "Replace file"}
      </button>
    </Form>
  );
}
