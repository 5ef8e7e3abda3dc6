import { Form, Link } from "react-router";
import { hasActiveFilters, type InboxFilters, SEARCH_MAX_LENGTH } from "./inbox-filters.ts";
import type { JobChoice } from "./list-job-choices.server.ts";
import type { SubmissionKind } from "./submission-kinds.ts";

type InboxFilterFormProps = {
  kind: Pick<SubmissionKind, "plural" | "listPath">;
  filters: InboxFilters;
  /** Applications only: the jobs to filter by. */
  jobs: JobChoice[] | null;
};

const fieldClass =
  "mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-offset-1 focus:outline-brand-700";

/** Search and filters as a GET form: the result is a URL, so it can be bookmarked, shared and exported as shown. */
export function InboxFilterForm({ kind, filters, jobs }: InboxFilterFormProps) {
  const id = (name: string) => `${kind.plural}-filter-${name}`;
  return (
    // A new search starts at the newest rows, which leaving the page position out of the form does by itself.
    <Form method="get" role="search" aria-label={`Filter ${kind.plural}`} className="card grid gap-4 p-4 sm:p-5 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] md:items-end lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1.5fr)_auto]" key={JSON.stringify(filters)}>
      <div>
        <label htmlFor={id("q")} className="block text-sm font-semibold text-slate-900">
          Name or email
        </label>
        <input id={id("q")} name="q" type="search" defaultValue={filters.q} maxLength={SEARCH_MAX_LENGTH} autoComplete="off" className={fieldClass} />
      </div>
      <div>
        <label htmlFor={id("status")} className="block text-sm font-semibold text-slate-900">
          Status
        </label>
        <select id={id("status")} name="status" defaultValue={filters.status ?? ""} className={fieldClass}>
          <option value="">New and handled</option>
          <option value="new">New</option>
          <option value="handled">Handled</option>
        </select>
      </div>
      {jobs ? (
        <div className="md:col-span-2 lg:col-span-1">
          <label htmlFor={id("job")} className="block text-sm font-semibold text-slate-900">
            Job
          </label>
          <select id={id("job")} name="job" defaultValue={filters.job ?? ""} className={fieldClass}>
            <option value="">All jobs</option>
            {filters.job !== null && !jobs.some((job) => job.id === filters.job) ? <option value={filters.job}>Job #{filters.job} (deleted)</option> : null}
            {jobs.map((job) => (
              <option key={job.id} value={job.id}>
                {job.status === "closed" ? `${job.title} (closed)` : job.title}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2 md:col-start-auto">
        <button type="submit" className="btn-primary min-h-11 py-2">
          Apply
        </button>
        {hasActiveFilters(filters) ? (
          <Link to={kind.listPath} className="btn-outline min-h-11 py-2">
            Clear
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
