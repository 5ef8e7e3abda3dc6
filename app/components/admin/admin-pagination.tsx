import { Link } from "react-router";

type AdminPaginationProps = {
  page: number;
  pageCount: number;
  /** The URL of a page, keeping the list's filters. */
  hrefFor: (page: number) => string;
  /** Names the navigation landmark, e.g. "Pages of posts". */
  label: string;
};

/** Previous and next links under a staff list; nothing when everything fits on one page. */
export function AdminPagination({ page, pageCount, hrefFor, label }: AdminPaginationProps) {
  if (pageCount <= 1) return null;
  const linkClass = "btn-outline min-h-11 px-4 py-2 text-sm";
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={linkClass}>
          <span aria-hidden="true">←</span> Previous page
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-600">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className={linkClass}>
          Next page <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
