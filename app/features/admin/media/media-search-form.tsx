import { Form, Link } from "react-router";
import { MEDIA_SEARCH_MAX_LENGTH, type MediaFilters } from "./media-filters.ts";

const fieldClass =
  "mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-offset-1 focus:outline-brand-700";

/** Search by file name or alt text as a GET form: the result is a URL, and the kind filter stays. */
export function MediaSearchForm({ filters }: { filters: MediaFilters }) {
  return (
    // A new search starts at the newest pictures, which leaving the page position out of the form does by itself.
    <Form method="get" role="search" aria-label="Search the media library" className="mb-5 flex flex-wrap items-end gap-3" key={filters.q}>
      <div className="min-w-0 flex-1 basis-64">
        <label htmlFor="media-search" className="block text-sm font-semibold text-slate-900">
          File name or alt text
        </label>
        <input id="media-search" name="q" type="search" defaultValue={filters.q} maxLength={MEDIA_SEARCH_MAX_LENGTH} autoComplete="off" className={fieldClass} />
      </div>
      {filters.kind ? <input type="hidden" name="kind" value={filters.kind} /> : null}
      <div className="flex gap-2">
        <button type="submit" className="btn-primary min-h-11 py-2">
          Search
        </button>
        {filters.q ? (
          <Link to={filters.kind ? `/admin/media?kind=${filters.kind}` : "/admin/media"} className="btn-outline min-h-11 py-2">
            Clear
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
