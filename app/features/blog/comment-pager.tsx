import type { CommentPageLinks } from "./get-blog-post-page.server.ts";

/** Plain links between pages of a post's comments: they work before the page hydrates and without JavaScript. */
export function CommentPager({ postId, pages }: { postId: number; pages: CommentPageLinks }) {
  if (!pages.earlier && !pages.later) return null;
  const linkClass = "inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:border-brand-700 hover:text-brand-800";
  return (
    <nav aria-label="Comment pages" className="mt-6 flex flex-wrap justify-between gap-3">
      {pages.earlier ? (
        <a href={`/blog/${postId}?${pages.earlier}#comments`} rel="prev" className={linkClass}>
          Earlier comments
        </a>
      ) : (
        <span />
      )}
      {pages.later ? (
        <a href={`/blog/${postId}?${pages.later}#comments`} rel="next" className={linkClass}>
          Later comments
        </a>
      ) : null}
    </nav>
  );
}
