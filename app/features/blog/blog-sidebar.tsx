import { SiteLink } from "#app/components/site-link.tsx";
import { blogListPath } from "./blog-list-path.ts";
import { formatPostDate } from "./format-post-date.ts";
import type { BlogSidebar as BlogSidebarData } from "./get-blog-sidebar.server.ts";

type BlogSidebarProps = {
  sidebar: BlogSidebarData;
  /** The category being listed, highlighted in 'Categories'. */
  currentCategory?: string | null;
  /** The post being read, highlighted in 'Recent Posts'. */
  currentPostId?: number;
};

/** 'Recent Posts' and 'Categories', beside the posts on both blog screens. */
export function BlogSidebar({ sidebar, currentCategory = null, currentPostId }: BlogSidebarProps) {
  return (
    <aside aria-label="Blog navigation" className="flex flex-col gap-6 lg:sticky lg:top-24 lg:self-start">
      <section aria-labelledby="recent-posts-heading" className="card p-6">
        <h2 id="recent-posts-heading" className="text-lg font-bold">
          Recent Posts
        </h2>
        {sidebar.recentPosts.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">No posts yet.</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-100">
            {sidebar.recentPosts.map((post) => (
              <li key={post.id} className="py-3 first:pt-0 last:pb-0">
                <SiteLink
                  to={`/blog/${post.id}`}
                  aria-current={post.id === currentPostId ? "page" : undefined}
                  className="font-medium leading-snug text-slate-800 hover:text-brand-700 aria-[current=page]:text-brand-700"
                >
                  {post.title}
                </SiteLink>
                <p className="mt-1 text-xs text-slate-500">
                  <time dateTime={post.publishedOn}>{formatPostDate(post.publishedOn)}</time>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="categories-heading" className="card p-6">
        <h2 id="categories-heading" className="text-lg font-bold">
          Categories
        </h2>
        <ul className="mt-4 flex flex-col gap-1">
          <li>
            <CategoryLink to={blogListPath({})} current={currentCategory === null && currentPostId === undefined} label="All posts" count={sidebar.postCount} />
          </li>
          {sidebar.categories.map((category) => (
            <li key={category.slug}>
              <CategoryLink
                to={blogListPath({ categorySlug: category.slug })}
                current={category.slug === currentCategory}
                label={category.name}
                count={category.postCount}
              />
            </li>
          ))}
        </ul>
      </section>

      <a href="/blog/rss.xml" className="inline-flex items-center gap-2 self-start text-sm font-semibold text-brand-700 hover:text-brand-900">
        <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16" fill="currentColor">
          <path d="M4 3a13 13 0 0 1 13 13h-2.5A10.5 10.5 0 0 0 4 5.5V3zm0 5a8 8 0 0 1 8 8H9.5A5.5 5.5 0 0 0 4 10.5V8zm1.75 5.5a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5z" />
        </svg>
        Subscribe via RSS
      </a>
    </aside>
  );
}

function CategoryLink({ to, current, label, count }: { to: string; current: boolean; label: string; count: number }) {
  return (
    <SiteLink
      to={to}
      aria-current={current ? "page" : undefined}
      className="flex items-center justify-between gap-3 rounded-lg px-3 py-2 text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-900 aria-[current=page]:text-white"
    >
      <span>{label}</span>
      <span className="text-sm tabular-nums opacity-80">
        {count}
        <span className="sr-only">{count === 1 ? " post" : " posts"}</span>
      </span>
    </SiteLink>
  );
}
