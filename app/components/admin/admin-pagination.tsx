import { Link } from "react-router";
import type { KeysetPosition } from "#app/lib/paging/keyset-cursor.ts";

type AdminPaginationProps = {
  /** Names the navigation landmark, e.g. "Pages of comments". */
  label: string;
  /** What the list holds, in the plural, for the links' names: "Older comments". */
  noun: string;
  /** Where the neighbouring pages start; null where there is none. */
  page: { newer: KeysetPosition | null; older: KeysetPosition | null };
  /** The URL of a position (null: the first page), keeping the list's filters. */
  hrefFor: (position: KeysetPosition | null) => string;
};

const linkClass = "btn-outline min-h-11 px-4 py-2 text-sm";

/** The noun stays in the links' names everywhere, and on screen where three links fit on one line with it. */
function Noun({ noun }: { noun: string }) {
  return <span className="sr-only sm:not-sr-only"> {noun}</span>;
}

/**
 * Newest, Newer and Older links under a newest-first staff list, as plain links so paging works
 * before (or without) JavaScript; nothing when everything fits on one page. Newest matters after
 * many pages: the list has no page numbers to jump back with.
 */
export function AdminPagination({ label, noun, page, hrefFor }: AdminPaginationProps) {
  if (!page.newer && !page.older) return null;
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center justify-between gap-3">
      <div className="flex flex-wrap gap-3">
        {page.newer ? (
          <>
            <Link to={hrefFor(null)} className={linkClass}>
              <span aria-hidden="true">«</span> Newest
            </Link>
            <Link to={hrefFor(page.newer)} rel="prev" className={linkClass}>
              <span aria-hidden="true">←</span> Newer<Noun noun={noun} />
            </Link>
          </>
        ) : null}
      </div>
      {page.older ? (
        <Link to={hrefFor(page.older)} rel="next" className={linkClass}>
          Older<Noun noun={noun} /> <span aria-hidden="true">→</span>
        </Link>
      ) : null}
    </nav>
  );
}
