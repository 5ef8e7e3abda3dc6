import { useState } from "react";
import { absoluteUrl } from "#app/config/public-site-url.ts";

/** The link to the draft that the editor made, to copy and send to someone without a staff account. */
export function SharedPreviewLink({ path, days }: { path: string; days: number }) {
  // The public origin (SITE_URL), as mails and canonical links say it, whatever address staff opened the console at.
  const url = absoluteUrl(path);
  const [copied, setCopied] = useState(false);
  return (
    <div className="mb-6 rounded-xl border border-slate-300 bg-white p-4">
      <label htmlFor="shared-preview-link" className="font-semibold text-slate-900">
        Preview link: anyone with it sees the latest draft for {days} days
      </label>
      <div className="mt-2 flex flex-wrap gap-2">
        <input id="shared-preview-link" readOnly value={url} className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm" onFocus={(event) => event.currentTarget.select()} />
        <button
          type="button"
          className="btn-outline min-h-11 px-4 py-2 text-sm"
          onClick={() => {
            void navigator.clipboard?.writeText(url).then(() => setCopied(true));
          }}
        >
          {copied ? "Copied" : "Copy link"}
        </button>
      </div>
    </div>
  );
}
