import { data, redirect } from "react-router";
import { SiteLink } from "#app/components/site-link.tsx";
import type { Route } from "./+types/blog";
import { PageBanner } from "#app/components/layout/page-banner.tsx";
import { siteIdentityIn } from "#app/components/seo/site-identity.ts";
import { pageMeta } from "#app/components/seo/page-meta.ts";
import type { Crumb } from "#app/model/breadcrumb.ts";
import { absoluteUrl } from "#app/config/public-site-url.ts";
import { blogDescription, blogLead } from "#app/content/pages/blog/blog-copy.ts";
import { BlogPagination } from "#app/features/blog/blog-pagination.tsx";
import { blogListPath } from "#app/features/blog/blog-list-path.ts";
import { BlogSidebar } from "#app/features/blog/blog-sidebar.tsx";
import { getBlogListPage } from "#app/features/blog/get-blog-list-page.server.ts";
import { PostCard } from "#app/features/blog/post-card.tsx";
import { readBlogListQuery } from "#app/features/blog/read-blog-url.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // `/blog/` is the post route with its id missing, which the spec sends to the first post.
  if (url.pathname === "/blog/") throw redirect("/blog/1");
  const query = readBlogListQuery(url);
  if (query.redirectTo) throw redirect(query.redirectTo);
  const result = await getBlogListPage(context.db, query);
  if (result.kind === "unknown-category") throw data(null, { status: 404, statusText: "Not Found" });
  // A page past the last one still renders (with a way back), but says 404 to crawlers.
  const outOfRange = result.posts.length === 0 && result.page > 1;
  return data(result, { status: outOfRange ? 404 : 200 });
}

function breadcrumbFor(category: { name: string; slug: string } | null): Crumb[] {
  const trail: Crumb[] = [{ name: "Blogs", path: "/blog" }];
  if (category) trail.push({ name: category.name, path: blogListPath({ categorySlug: category.slug }) });
  return trail;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { category, page } = loaderData;
  const site = siteIdentityIn(matches);
  const title = [category?.name, "Blog", page > 1 ? `Page ${page}` : null].filter(Boolean).join(" – ");
  const description = category ? `Posts on ${category.name} from the engineers of ${site.name}. ${blogDescription}` : blogDescription;
  return [
    ...pageMeta({
      site,
      title,
      description,
      path: blogListPath({ page, categorySlug: category?.slug ?? null }),
      breadcrumb: breadcrumbFor(category),
      noindex: loaderData.posts.length === 0 && page > 1,
    }),
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: `${site.name} Blog`, href: absoluteUrl("/blog/rss.xml") },
  ];
};

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts, page, pageCount, category, sidebar } = loaderData;
  return (
    <>
      <PageBanner title="Blogs" lead={blogLead} breadcrumb={breadcrumbFor(category)} />
      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12">
        <section aria-labelledby="posts-heading">
          <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2 border-b border-slate-200 pb-4">
            <div>
              <h2 id="posts-heading" className="text-2xl font-bold tracking-wider">
                POSTS
              </h2>
              {category ? (
                <p className="mt-1 text-slate-600">
                  In <strong className="font-semibold text-slate-900">{category.name}</strong>
                </p>
              ) : null}
            </div>
            {pageCount > 1 && posts.length > 0 ? (
              <p className="text-sm text-slate-500">
                Page {page} of {pageCount}
              </p>
            ) : null}
          </div>

          {posts.length > 0 ? (
            <div className="mt-8 flex flex-col gap-6">
              {posts.map((post) => (
                <PostCard key={post.id} post={post} />
              ))}
            </div>
          ) : (
            <EmptyState page={page} pageCount={pageCount} category={category} />
          )}

          <BlogPagination page={page} pageCount={pageCount} categorySlug={category?.slug ?? null} />
        </section>

        <BlogSidebar sidebar={sidebar} currentCategory={category?.slug ?? null} />
      </div>
    </>
  );
}

function EmptyState({ page, pageCount, category }: { page: number; pageCount: number; category: { name: string; slug: string } | null }) {
  let text = "No posts have been published yet. Please check back soon.";
  if (page > 1 && pageCount > 0) text = `There is no page ${page}: ${category ? `this category has` : "the blog has"} ${pageCount === 1 ? "1 page" : `${pageCount} pages`}.`;
  else if (category) text = `There are no posts in ${category.name} yet.`;
  const showAll = category !== null || page > 1;
  return (
    <div className="mt-8 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center" data-testid="blog-empty">
      <p className="text-lg font-semibold text-slate-900">{text}</p>
      {showAll ? (
        <SiteLink to={page > 1 && pageCount > 0 ? blogListPath({ categorySlug: category?.slug ?? null }) : "/blog"} className="btn-primary mt-6">
          {page > 1 && pageCount > 0 ? "Go to the first page" : "See all posts"}
        </SiteLink>
      ) : null}
    </div>
  );
}
