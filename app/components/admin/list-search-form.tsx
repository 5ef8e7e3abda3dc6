import { Form, Link } from "react-router";

type ListSearchFormProps = {
  /** Names the search landmark, e.g. "Search the posts". */
  label: string;
  /** The field's label: what is searched, e.g. "Title". */
  fieldLabel: string;
  id: string;
  value: string;
  maxLength: number;
  /** The list's other filters, kept by the search (`status=draft`). */
  keep: Record<string, string | null>;
  /** The list without the search, other filters kept. */
  clearHref: string;
};

const fieldClass =
  "mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-offset-1 focus:outline-brand-700";

/**
 * A staff list's text search as a GET form: the result is a URL that can be bookmarked and works
 * without JavaScript. A new search starts at the newest rows, which leaving the page position out
 * of the form does by itself.
 */
export function ListSearchForm({ label, fieldLabel, id, value, maxLength, keep, clearHref }: ListSearchFormProps) {
  return (
    <Form method="get" role="search" aria-label={label} className="mb-5 flex flex-wrap items-end gap-3" key={value}>
      <div className="min-w-0 flex-1 basis-64">
        <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
          {fieldLabel}
        </label>
        <input id={id} name="q" type="search" defaultValue={value} maxLength={maxLength} autoComplete="off" className={fieldClass} />
      </div>
      {Object.entries(keep).map(([name, kept]) => (kept ? <input key={name} type="hidden" name={name} value={kept} /> : null))}
      <div className="flex gap-2">
        <button type="submit" className="btn-primary min-h-11 py-2">
          Search
        </button>
        {value ? (
          <Link to={clearHref} className="btn-outline min-h-11 py-2">
            Clear
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
