import { Link } from "react-router";
import type { MediaFileResult } from "./media-file-result.ts";

/** The answer to a post of pictures sent without JavaScript, at the top of the page: each file with what became of it. */
export function UploadResults({ results, skippedFiles, message }: { results: MediaFileResult[]; skippedFiles: boolean; message: string | null }) {
  const stored = results.filter((result) => result.ok).length;
  const refused = results.length - stored;
  return (
    <section aria-labelledby="upload-results-heading" className="card mb-6 p-5 sm:p-6">
      <h2 id="upload-results-heading" className="text-lg font-semibold text-slate-900">
        {message ?? `${stored} of ${results.length} ${results.length === 1 ? "file" : "files"} uploaded${refused > 0 ? `, ${refused} not` : ""}`}
      </h2>
      {skippedFiles ? <p className="mt-2 text-sm text-red-700">Only the first files were read: upload the others again.</p> : null}
      {results.length > 0 ? (
        <ul className="mt-3 space-y-2">
          {results.map((result, index) => (
            <li key={`${index}-${result.fileName}`} className="text-sm">
              <span className="font-semibold [overflow-wrap:anywhere] text-slate-900">{result.fileName}</span>
              {": "}
              {result.ok ? (
                <>
                  <span>uploaded. </span>
                  {result.notes.length > 0 ? <span>{result.notes.join(" ")} </span> : null}
                  <Link to={`/admin/media/${result.itemId}`} className="font-semibold text-brand-800 underline underline-offset-4">
                    Add alt text<span className="sr-only"> to {result.fileName}</span>
                  </Link>
                </>
              ) : (
                <>
                  <span className="text-red-700">{result.message}</span>
                  {result.existingItemId ? (
                    <>
                      {" "}
                      <Link to={`/admin/media/${result.existingItemId}`} className="font-semibold text-brand-800 underline underline-offset-4">
                        Open it
                      </Link>
                    </>
                  ) : null}
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
