import { useId } from "react";
import { SiteLink } from "#app/components/site-link.tsx";
import { SizedPicture } from "#app/components/images/sized-picture.tsx";
import type { PostCard as PostCardData } from "./get-blog-list-page.server.ts";
import { PostByline } from "./post-byline.tsx";

/** One post in the blog list: its cover if it has one, byline, title, the excerpt (staff's, or the first 200 characters) and 'Continue reading...'. */
export function PostCard({ post }: { post: PostCardData }) {
  const titleId = useId();
  const href = `/blog/${post.id}`;
  return (
    <article className="card p-6 transition hover:shadow-lg sm:p-8" data-testid="post-card">
      {post.cover ? <SizedPicture picture={post.cover} sizes="(min-width: 1024px) 640px, 100vw" className="mb-5 h-auto w-full rounded-xl" /> : null}
      <PostByline authorName={post.authorName} publishedOn={post.publishedOn} />
      <h3 id={titleId} className="mt-3 text-xl leading-snug font-bold sm:text-2xl">
        <SiteLink to={href} className="hover:text-brand-700">
          {post.title}
        </SiteLink>
      </h3>
      <p className="mt-3 leading-7 text-slate-600" data-testid="post-excerpt">
        {post.excerpt}
      </p>
      <SiteLink
        to={href}
        aria-describedby={titleId}
        className="mt-5 inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline"
      >
        Continue reading...
        <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16" fill="currentColor">
          <path d="M11.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4l3.3-3.3H3a1 1 0 1 1 0-2h11.6l-3.3-3.3a1 1 0 0 1 0-1.4z" />
        </svg>
      </SiteLink>
    </article>
  );
}
