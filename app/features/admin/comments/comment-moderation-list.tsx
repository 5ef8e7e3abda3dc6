import { Form, Link } from "react-router";
import { AdminTable } from "#app/components/admin/admin-table.tsx";
import { ConfirmDisclosure } from "#app/features/admin/confirm-disclosure.tsx";
import { CsrfField } from "#app/features/admin/csrf-field.tsx";
import { commentsPath } from "./comment-filters.ts";
import { CommentStatusBadge } from "./comment-status-badge.tsx";
import type { AdminCommentRow } from "./list-admin-comments.server.ts";

const smallButton = "btn-outline min-h-11 px-3 py-2 text-sm sm:min-h-9";

function shownAt(timestamp: string) {
  return `${timestamp.slice(0, 10)} ${timestamp.slice(11, 16)}`;
}

function Actions({ comment, wrap }: { comment: AdminCommentRow; wrap: boolean }) {
  const context = `the comment by ${comment.name}`;
  return (
    <div className={`flex items-start gap-2 ${wrap ? "flex-wrap" : ""}`}>
      <Form method="post">
        <CsrfField />
        <input type="hidden" name="commentId" value={comment.id} />
        <input type="hidden" name="intent" value={comment.status === "visible" ? "hide" : "show"} />
        <button type="submit" className={smallButton}>
          {comment.status === "visible" ? "Hide" : "Show"}
          <span className="sr-only"> {context}</span>
        </button>
      </Form>
      <ConfirmDisclosure
        label="Delete"
        context={context}
        message="Delete this comment for good? Hiding it keeps it for the record."
        confirmLabel="Yes, delete it"
        fields={{ intent: "delete", commentId: String(comment.id) }}
      />
    </div>
  );
}

/**
 * Comments as a table on wide screens and as stacked cards on a phone. Names and messages are
 * visitor input: React renders them as text, never as HTML, and they may break anywhere, so one
 * long unbroken string cannot widen the list past the screen.
 */
export function CommentModerationList({ comments }: { comments: AdminCommentRow[] }) {
  if (comments.length === 0) return <p className="card p-6 text-slate-600">No comments match.</p>;
  return (
    <>
      <AdminTable
        caption="Comments, newest first"
        columns={[{ label: "Comment", className: "w-5/12" }, { label: "Post", className: "w-3/12" }, "Date (UTC)", "Status", { label: "Actions", visuallyHidden: true }]}
        headings="plain"
        className="hidden overflow-hidden md:block"
      >
        <tbody className="divide-y divide-slate-100">
          {comments.map((comment) => (
            <tr key={comment.id} data-testid="comment-row" className="align-top">
              <th scope="row" className="px-4 py-3 font-normal">
                <span className="block font-semibold wrap-anywhere text-slate-900" data-testid="comment-name">
                  {comment.name}
                </span>
                <span className="mt-0.5 block wrap-anywhere text-slate-700" data-testid="comment-snippet">
                  {comment.snippet}
                </span>
              </th>
              <td className="px-4 py-3">
                <Link to={commentsPath({ postId: comment.postId })} className="font-medium text-brand-800 underline-offset-2 hover:underline">
                  {comment.postTitle}
                  <span className="sr-only">: all its comments</span>
                </Link>
              </td>
              <td className="px-4 py-3 whitespace-nowrap tabular-nums">
                <time dateTime={comment.createdAt}>{shownAt(comment.createdAt)}</time>
              </td>
              <td className="px-4 py-3">
                <CommentStatusBadge status={comment.status} />
              </td>
              <td className="w-px px-4 py-3 whitespace-nowrap">
                <Actions comment={comment} wrap={false} />
              </td>
            </tr>
          ))}
        </tbody>
      </AdminTable>

      <ul className="flex flex-col gap-3 md:hidden" aria-label="Comments, newest first">
        {comments.map((comment) => (
          <li key={comment.id} className="card p-4" data-testid="comment-card">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="min-w-0 font-semibold wrap-anywhere text-slate-900">{comment.name}</p>
              <CommentStatusBadge status={comment.status} />
            </div>
            <p className="mt-1 wrap-anywhere text-slate-700">{comment.snippet}</p>
            <p className="mt-2 text-sm text-slate-600">
              <time dateTime={comment.createdAt}>{shownAt(comment.createdAt)}</time> UTC, on
            </p>
            <Link to={commentsPath({ postId: comment.postId })} className="inline-flex min-h-11 items-center text-sm font-medium text-brand-800 underline underline-offset-2">
              {comment.postTitle}
              <span className="sr-only">: all its comments</span>
            </Link>
            <div className="mt-3">
              <Actions comment={comment} wrap />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
