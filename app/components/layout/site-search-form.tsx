/** The magnifying glass of the search buttons and the phone bar's search link. */
export function SearchIcon({ size = 20 }: { size?: number }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width={size} height={size} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.8-3.8" />
    </svg>
  );
}

type SiteSearchFormProps = {
  /** The search box's id: each form on a page needs its own. */
  id: string;
  /** "bar": the top bar's compact box, its label for screen readers only; "page": a full-width box under a visible label. */
  variant: "bar" | "page";
  /** What the box holds when the page opens: the search the results are for. */
  defaultValue?: string;
  /** The bar's form: when it shows (the top bar shows it from wide screens up). */
  className?: string;
};

const LABEL = "Search the site";

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "kairav-search-box": React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}

/**
 * A plain GET form to /search: it works before any script loads, and the results page is an
 * address that can be shared, bookmarked and gone back to. With JavaScript, `<kairav-search-box>`
 * (features/search/search-box-element.ts, loaded when the box first takes the focus) makes the box
 * a combobox that offers results while the visitor types; its popup is placed against the form.
 */
export function SiteSearchForm({ id, variant, defaultValue, className = "flex" }: SiteSearchFormProps) {
  if (variant === "bar") {
    return (
      <kairav-search-box className="contents">
        <form role="search" aria-label="Site" method="get" action="/search" className={`${className} relative items-center`}>
          <label htmlFor={id} className="sr-only">
            {LABEL}
          </label>
          <input
            id={id}
            type="search"
            name="q"
            defaultValue={defaultValue}
            placeholder="Search"
            enterKeyHint="search"
            className="h-10 w-32 rounded-l-lg border border-r-0 border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 hover:border-slate-400 focus:border-brand-700 focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500 xl:w-44"
          />
          <button type="submit" className="inline-flex h-10 w-10 items-center justify-center rounded-r-lg bg-brand-900 text-white hover:bg-brand-700">
            <span className="sr-only">Search</span>
            <SearchIcon />
          </button>
        </form>
      </kairav-search-box>
    );
  }
  return (
    // Unnamed: the top bar's search landmark is the one named "Site".
    <kairav-search-box className="contents">
      <form role="search" method="get" action="/search" className="relative max-w-2xl">
        <label htmlFor={id} className="font-semibold text-slate-900">
          {LABEL}
        </label>
        <div className="mt-2 flex gap-2">
          <input
            id={id}
            type="search"
            name="q"
            defaultValue={defaultValue}
            enterKeyHint="search"
            className="block min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 shadow-sm hover:border-slate-400 focus:border-brand-700 focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
          />
          <button type="submit" className="btn-primary">
            <SearchIcon />
            Search
          </button>
        </div>
      </form>
    </kairav-search-box>
  );
}
