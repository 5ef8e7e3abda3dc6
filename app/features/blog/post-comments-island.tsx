import { useState } from "react";
import { DeferredToastRegion } from "#app/components/toast/deferred-toast.tsx";
import type { CommentActionResult } from "./comment-action-result.ts";
import { CommentForm } from "./comment-form.tsx";
import { CommentList } from "./comment-list.tsx";
import { commentMessages } from "./comment-messages.ts";
import { CommentPager } from "./comment-pager.tsx";
import type { BlogComment, CommentPageLinks } from "./get-blog-post-page.server.ts";

export type PostCommentsIslandProps = {
  postId: number;
  /** One page of the comments, oldest first. */
  comments: BlogComment[];
  /** Every visible comment of the post, on any page. */
  commentCount: number;
  commentPages: CommentPageLinks;
  /** The page was reached by the redirect that follows a comment posted without JavaScript. */
  postedWithoutScript: boolean;
  /** The action's answer to a refused submission made without JavaScript. */
  serverResult?: CommentActionResult;
};

/**
 * A post's comments with their count and the form (spec §2): the part of a post's page React
 * hydrates. A comment posted from the form joins the list without reloading the page.
 */
export function PostCommentsIsland({ postId, comments: initialComments, commentCount, commentPages, postedWithoutScript, serverResult }: PostCommentsIslandProps) {
  const [comments, setComments] = useState(initialComments);
  const count = commentCount + comments.length - initialComments.length;
  return (
    <>
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="comments-heading" className="text-2xl font-bold">
          Comments
        </h2>
        <p className="text-sm text-slate-500" data-testid="comment-count">
          {count === 1 ? "1 comment" : `${count.toLocaleString("en-GB")} comments`}
        </p>
      </div>
      {postedWithoutScript ? (
        <p role="status" className="mt-4 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900">
          {commentMessages.posted}
        </p>
      ) : null}
      <CommentList comments={comments} />
      <CommentPager postId={postId} pages={commentPages} />

      <h3 className="mt-10 text-xl font-bold">Leave a comment</h3>
      <CommentForm postId={postId} serverResult={serverResult} onPosted={(comment) => setComments((shown) => [...shown, comment])} />
      <DeferredToastRegion position="bottom-right" />
    </>
  );
}
