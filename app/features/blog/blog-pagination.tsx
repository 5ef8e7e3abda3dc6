import { Link } from "react-router";
import { blogListPath } from "./blog-list-path.ts";

/** Numbered page buttons, one per page of 5 posts; the current one is marked for assistive tech. */
export function BlogPagination({ page, pageCount, categorySlug }: { page: number; pageCount: number; categorySlug: string | null }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Blog pages" className="mt-10">
      <ol className="flex flex-wrap items-center gap-2">
        {Array.from({ length: pageCount }, (_, index) => index + 1).map((number) => {
          const current = number === page;
          return (
            <li key={number}>
              <Link
                to={blogListPath({ page: number, categorySlug })}
                aria-label={`Page ${number}`}
                aria-current={current ? "page" : undefined}
                className={`inline-flex h-11 min-w-11 items-center justify-center rounded-lg px-3 font-semibold transition-colors ${
                  current ? "bg-brand-900 text-white" : "border border-slate-300 bg-white text-slate-800 hover:border-brand-700 hover:text-brand-800"
                }`}
              >
                {number}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
