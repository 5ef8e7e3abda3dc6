import { data, redirect, useActionData, useSearchParams } from "react-router";
import { SiteLink } from "#app/components/site-link.tsx";
import type { Route } from "./+types/blog-post";
import { PrivacyNote } from "#app/components/forms/privacy-note.tsx";
import { PageBanner } from "#app/components/layout/page-banner.tsx";
import { siteIdentityIn } from "#app/components/seo/site-identity.ts";
import { pageMeta } from "#app/components/seo/page-meta.ts";
import { resolveSeo, seoMetaInput } from "#app/components/seo/seo-defaults.ts";
import { privacyNote } from "#app/content/privacy-note.ts";
import type { Crumb } from "#app/model/breadcrumb.ts";
import { absoluteUrl } from "#app/config/public-site-url.ts";
import { blogListPath } from "#app/features/blog/blog-list-path.ts";
import { blogPostingJsonLd } from "#app/features/blog/blog-posting-json-ld.ts";
import { BlogSidebar } from "#app/features/blog/blog-sidebar.tsx";
import { getBlogPostPage, type BlogPostDetail } from "#app/features/blog/get-blog-post-page.server.ts";
import { PostCommentsIsland } from "#app/features/blog/post-comments-island.tsx";
import { PostByline } from "#app/features/blog/post-byline.tsx";
import { SizedPicture } from "#app/components/images/sized-picture.tsx";
import { PostContent } from "#app/features/blog/post-content.tsx";
import { readPostId } from "#app/features/blog/read-blog-url.ts";
import { postComment } from "#app/features/blog/post-comment.server.ts";
import { Island } from "#app/islands/island.tsx";
import { BAD_CURSOR_MESSAGE, readKeysetPosition } from "#app/lib/paging/keyset-cursor.ts";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const parsed = readPostId(params.id);
  if ("redirectTo" in parsed) throw redirect(parsed.redirectTo);
  const commentPosition = readKeysetPosition(new URL(request.url).searchParams);
  if (commentPosition === "invalid") throw data(BAD_CURSOR_MESSAGE, { status: 400 });
  const page = await getBlogPostPage(context.db, parsed.id, commentPosition);
  if (!page) throw data(null, { status: 404, statusText: "Not Found" });
  return page;
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const parsed = readPostId(params.id);
  if ("redirectTo" in parsed) throw data(null, { status: 404, statusText: "Not Found" });
  const outcome = await postComment(parsed.id, request, context);
  // Post/redirect/get: reloading the page cannot post the comment twice.
  if (outcome.answer.ok) throw redirect(`/blog/${parsed.id}?comment=posted#comments`, 303);
  return data(outcome.answer, { status: outcome.status, headers: outcome.headers });
}

// A refusal for sending too often tells the client when to try again, on the page response too.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

function breadcrumbFor(post: { id: number; title: string }): Crumb[] {
  return [
    { name: "Blogs", path: "/blog" },
    { name: post.title, path: `/blog/${post.id}` },
  ];
}

/** The post's search and sharing fields, each empty one filled from the post: its excerpt or opening, its cover or its card. */
function postSeo(post: BlogPostDetail, siteName: string) {
  const path = `/blog/${post.id}`;
  return resolveSeo(post.seo, { path, description: post.description, image: post.cover?.src, card: { section: "blog", id: String(post.id), title: post.title, siteName } });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { post, commentCount } = loaderData;
  const site = siteIdentityIn(matches);
  return [
    ...pageMeta({ site, title: post.title, path: `/blog/${post.id}`, breadcrumb: breadcrumbFor(post), type: "article", ...seoMetaInput(postSeo(post, site.name)) }),
    { property: "article:published_time", content: post.publishedOn },
    { property: "article:modified_time", content: post.updatedAt },
    { property: "article:author", content: post.authorName },
    blogPostingJsonLd(post, commentCount, site.name),
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: `${site.name} Blog`, href: absoluteUrl("/blog/rss.xml") },
  ];
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, comments, commentCount, commentPages, sidebar } = loaderData;
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const postedWithoutScript = searchParams.get("comment") === "posted";

  return (
    <>
      <PageBanner title={post.title} breadcrumb={breadcrumbFor(post)} />
      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12">
        <div className="min-w-0">
          <article aria-label={post.title} className="card p-6 sm:p-10">
            <header className="border-b border-slate-200 pb-6">
              <PostByline authorName={post.authorName} publishedOn={post.publishedOn} />
              {post.categories.length > 0 ? (
                <ul aria-label="Categories" className="mt-4 flex flex-wrap gap-2">
                  {post.categories.map((category) => (
                    <li key={category.slug}>
                      <SiteLink
                        to={blogListPath({ categorySlug: category.slug })}
                        className="inline-flex rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-100"
                      >
                        {category.name}
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              ) : null}
            </header>
            {post.cover ? <SizedPicture picture={post.cover} priority sizes="(min-width: 1280px) 770px, (min-width: 1024px) 60vw, 100vw" className="mt-6 h-auto w-full rounded-xl" /> : null}
            <PostContent html={post.html} />
          </article>

          <section id="comments" aria-labelledby="comments-heading" className="card mt-8 scroll-mt-24 p-6 sm:p-10">
            <Island
              name="post-comments"
              component={PostCommentsIsland}
              props={{ postId: post.id, comments, commentCount, commentPages, postedWithoutScript, serverResult: actionData }}
            />
            {/* Below the comment form, outside the island: plain HTML, no script. */}
            <PrivacyNote note={privacyNote} />
          </section>
        </div>

        <BlogSidebar sidebar={sidebar} currentPostId={post.id} />
      </div>
    </>
  );
}
