import { COMMENT_DATE_LENGTH } from "./blog-rules.ts";
import type { BlogComment } from "./get-blog-post-page.server.ts";

/**
 * A post's visible comments, oldest first: name, date (YYYY-MM-DD) and text. Everything a
 * visitor wrote is rendered as text by React, never as HTML.
 */
export function CommentList({ comments }: { comments: BlogComment[] }) {
  if (comments.length === 0) {
    return <p className="mt-4 text-slate-600">No comments yet. Start the conversation below.</p>;
  }
  return (
    <ol className="mt-6 flex flex-col gap-4" data-testid="comment-list">
      {comments.map((comment) => (
        <li key={comment.id} id={`comment-${comment.id}`} className="rounded-xl border border-slate-200 bg-slate-50 p-5" data-testid="comment">
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <p className="font-semibold break-words text-slate-900" data-testid="comment-name">
              {comment.name}
            </p>
            <time dateTime={comment.createdAt} className="text-sm text-slate-500" data-testid="comment-date">
              {comment.createdAt.slice(0, COMMENT_DATE_LENGTH)}
            </time>
          </div>
          <p className="mt-2 leading-7 break-words whitespace-pre-line text-slate-700" data-testid="comment-text">
            {comment.message}
          </p>
        </li>
      ))}
    </ol>
  );
}
