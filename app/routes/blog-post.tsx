import { data, Link, redirect, useActionData, useSearchParams } from "react-router";
import type { Route } from "./+types/blog-post";
import { PageBanner } from "#app/components/layout/page-banner.tsx";
import { pageMeta, type Crumb } from "#app/components/seo/page-meta.ts";
import { DeferredToastRegion } from "#app/components/toast/deferred-toast.tsx";
import { absoluteUrl } from "#app/config/public-site-url.ts";
import { blogListPath } from "#app/features/blog/blog-list-path.ts";
import { blogPostingJsonLd } from "#app/features/blog/blog-posting-json-ld.ts";
import { BlogSidebar } from "#app/features/blog/blog-sidebar.tsx";
import type { CommentActionResult } from "#app/features/blog/comment-action-result.ts";
import { commentMessages } from "#app/features/blog/comment-messages.ts";
import { CommentForm } from "#app/features/blog/comment-form.tsx";
import { CommentList } from "#app/features/blog/comment-list.tsx";
import { getBlogPostPage } from "#app/features/blog/get-blog-post-page.server.ts";
import { PostByline } from "#app/features/blog/post-byline.tsx";
import { PostContent } from "#app/features/blog/post-content.tsx";
import { readPostId } from "#app/features/blog/read-blog-url.ts";
import { COMMENT_FORM_LIMITS, submitComment } from "#app/features/blog/submit-comment.server.ts";
import { readFormFields } from "#app/lib/forms/read-form-fields.server.ts";
import { FOREIGN_FORM_MESSAGE, isSameOrigin } from "#app/lib/http/is-same-origin.server.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  const parsed = readPostId(params.id);
  if ("redirectTo" in parsed) throw redirect(parsed.redirectTo);
  const page = await getBlogPostPage(context.db, parsed.id);
  if (!page) throw data(null, { status: 404, statusText: "Not Found" });
  return page;
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const parsed = readPostId(params.id);
  if ("redirectTo" in parsed) throw data(null, { status: 404, statusText: "Not Found" });
  const refuse = (status: number, message: string) =>
    data({ ok: false, message, fieldErrors: {}, values: { name: "", message: "" } } satisfies CommentActionResult, { status });
  if (!isSameOrigin(request)) return refuse(403, FOREIGN_FORM_MESSAGE);
  const form = await readFormFields(request, COMMENT_FORM_LIMITS);
  if (!form.ok) return refuse(form.status, form.message);
  const result = await submitComment({
    db: context.db,
    postId: parsed.id,
    formData: form.formData,
    captcha: context.captcha,
    rateLimits: context.rateLimits,
    clientAddress: context.clientAddress,
  });
  if (result.ok) {
    // Without JavaScript: post/redirect/get, so reloading the page cannot post the comment twice.
    if (!result.withScript) throw redirect(`/blog/${parsed.id}?comment=posted#comments`, 303);
    return { ok: true, message: result.message, commentId: result.comment.id } satisfies CommentActionResult;
  }
  const answer: CommentActionResult = { ok: false, message: result.message, fieldErrors: result.fieldErrors ?? {}, values: result.values };
  const headers: HeadersInit = result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : {};
  return data(answer, { status: result.status, headers });
}

// In the browser: a lost connection becomes a message on the form instead of the error page,
// and what the visitor typed stays where it is.
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return {
      ok: false,
      message: "We could not reach the server. Please check your connection and try again.",
      fieldErrors: {},
      values: { name: "", message: "" },
    } satisfies CommentActionResult;
  }
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

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { post, comments } = loaderData;
  return [
    ...pageMeta({ title: post.title, description: post.description, path: `/blog/${post.id}`, breadcrumb: breadcrumbFor(post), type: "article" }),
    { property: "article:published_time", content: post.publishedOn },
    { property: "article:modified_time", content: post.updatedAt },
    { property: "article:author", content: post.authorName },
    blogPostingJsonLd(post, comments.length),
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: "Kairav Technologies Blog", href: absoluteUrl("/blog/rss.xml") },
  ];
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, comments, sidebar } = loaderData;
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
                      <Link
                        to={blogListPath({ categorySlug: category.slug })}
                        className="inline-flex rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-100"
                      >
                        {category.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </header>
            <PostContent html={post.html} />
          </article>

          <section id="comments" aria-labelledby="comments-heading" className="card mt-8 scroll-mt-24 p-6 sm:p-10">
            <div className="flex items-baseline justify-between gap-4">
              <h2 id="comments-heading" className="text-2xl font-bold">
                Comments
              </h2>
              <p className="text-sm text-slate-500" data-testid="comment-count">
                {comments.length === 1 ? "1 comment" : `${comments.length} comments`}
              </p>
            </div>
            {postedWithoutScript ? (
              <p role="status" className="mt-4 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900">
                {commentMessages.posted}
              </p>
            ) : null}
            <CommentList comments={comments} />

            <h3 className="mt-10 text-xl font-bold">Leave a comment</h3>
            <CommentForm key={post.id} postId={post.id} serverResult={actionData} />
          </section>
        </div>

        <BlogSidebar sidebar={sidebar} currentPostId={post.id} />
      </div>
      <DeferredToastRegion position="bottom-right" />
    </>
  );
}
