import { SiteLink } from "#app/components/site-link.tsx";
import { blogListPath } from "./blog-list-path.ts";
import { pageWindow } from "./page-window.ts";

/**
 * Numbered page buttons for pages of 5 posts: the first, the last and those around the current
 * one (pageWindow), the current one marked for assistive tech.
 */
export function BlogPagination({ page, pageCount, categorySlug }: { page: number; pageCount: number; categorySlug: string | null }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Blog pages" className="mt-10">
      <ol className="flex flex-wrap items-center gap-2">
        {pageWindow(page, pageCount).map((number, index) => {
          if (number === "gap") {
            return (
              <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
                …
              </li>
            );
          }
          const current = number === page;
          return (
            <li key={number}>
              <SiteLink
                to={blogListPath({ page: number, categorySlug })}
                aria-label={`Page ${number}`}
                aria-current={current ? "page" : undefined}
                className={`inline-flex h-11 min-w-11 items-center justify-center rounded-lg px-3 font-semibold transition-colors ${
                  current ? "bg-brand-900 text-white" : "border border-slate-300 bg-white text-slate-800 hover:border-brand-700 hover:text-brand-800"
                }`}
              >
                {number}
              </SiteLink>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
