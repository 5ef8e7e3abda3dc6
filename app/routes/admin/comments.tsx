import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/comments";
import { AdminNotice } from "#app/components/admin/admin-notice.tsx";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { AdminPagination } from "#app/components/admin/admin-pagination.tsx";
import { fieldControlClass } from "#app/components/forms/form-field.tsx";
import { ADMIN_RESPONSE_HEADERS, adminMeta } from "#app/features/admin/admin-headers.ts";
import { commentsPath, readCommentFilters } from "#app/features/admin/comments/comment-filters.ts";
import { CommentModerationList } from "#app/features/admin/comments/comment-moderation-list.tsx";
import { commentNoticeText } from "#app/features/admin/comments/comment-notices.ts";
import { countPostComments } from "#app/features/admin/comments/count-post-comments.server.ts";
import { listAdminComments } from "#app/features/admin/comments/list-admin-comments.server.ts";
import { moderateComment, readModeration } from "#app/features/admin/comments/moderate-comment.server.ts";
import { assertValidMutation } from "#app/features/admin/csrf.server.ts";
import { readListPosition } from "#app/features/admin/read-list-position.server.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";
import { readStaffForm } from "#app/features/admin/read-staff-form.server.ts";
import { readKeysetPosition } from "#app/lib/paging/keyset-cursor.ts";

export const headers: Route.HeadersFunction = () => ADMIN_RESPONSE_HEADERS;

export const meta: Route.MetaFunction = () => adminMeta("Comments");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const url = new URL(request.url);
  const filters = readCommentFilters(url.searchParams);
  const position = readListPosition(url.searchParams);
  const [list, filterPost] = await Promise.all([
    listAdminComments(context.db, filters, position),
    filters.postId ? countPostComments(context.db, filters.postId) : Promise.resolve(null),
  ]);
  // A post without comments can still be chosen (from the posts list); one that does not exist cannot.
  if (filters.postId && !filterPost) throw data("There is no such post.", { status: 404, headers: ADMIN_RESPONSE_HEADERS });
  return data(
    {
      filters,
      comments: list.rows,
      page: { newer: list.newer, older: list.older },
      total: list.total,
      filterPost,
      notice: commentNoticeText(url.searchParams.get("notice")),
    },
    { headers: ADMIN_RESPONSE_HEADERS },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireStaff(request, context);
  const form = await readStaffForm(request);
  assertValidMutation(request, form, session);
  const moderation = readModeration(form);
  if (!moderation) throw data("Choose a comment and hide, show or delete.", { status: 400, headers: ADMIN_RESPONSE_HEADERS });
  const done = await moderateComment(context.db, { ...moderation, userId: session.userId });
  if (!done) throw data("There is no such comment.", { status: 404, headers: ADMIN_RESPONSE_HEADERS });
  // Back to the same filtered page of the list; the action URL carries the page's query.
  const params = new URL(request.url).searchParams;
  const position = readKeysetPosition(params);
  const notice = { hide: "hidden", show: "shown", delete: "deleted" }[moderation.action];
  throw redirect(commentsPath(readCommentFilters(params), position === "invalid" ? null : position, notice), { status: 303, headers: ADMIN_RESPONSE_HEADERS });
}

export default function Comments({ loaderData }: Route.ComponentProps) {
  const { filters, comments, page, total, filterPost, notice } = loaderData;
  const selectClass = `${fieldControlClass} mt-1 py-2.5`;
  return (
    <AdminPage title="Comments" description="Everything visitors wrote under posts, newest first. Hidden comments stay here but leave the blog.">
      <AdminNotice message={notice} />
      {/* A GET form: a filtered view is a URL, works without JavaScript, and starts at the newest comments. */}
      <Form method="get" role="search" aria-label="Filter comments" className="card mb-6 grid gap-4 p-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-end sm:p-5">
        {filterPost ? (
          <div>
            <p className="text-sm font-semibold text-slate-900">
              Post
            </p>
            <input type="hidden" name="post" value={filterPost.postId} />
            <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-medium wrap-anywhere text-slate-900">{filterPost.title}</span>
              <Link to={commentsPath({ status: filters.status })} className="inline-flex min-h-11 items-center text-sm font-medium text-brand-800 underline underline-offset-2">
                All posts
              </Link>
              <Link to={`/admin/posts/${filterPost.postId}`} className="inline-flex min-h-11 items-center text-sm font-medium text-brand-800 underline underline-offset-2">
                Edit post
              </Link>
            </p>
          </div>
        ) : (
          <p className="text-sm text-slate-600">To see one post&rsquo;s comments, choose its title in the list, or its comment count under Posts.</p>
        )}
        <div>
          <label htmlFor="filter-status" className="text-sm font-semibold text-slate-900">
            Status
          </label>
          <select id="filter-status" name="status" defaultValue={filters.status ?? ""} className={selectClass}>
            <option value="">Visible and hidden</option>
            <option value="visible">Visible</option>
            <option value="hidden">Hidden</option>
          </select>
        </div>
        <div className="flex gap-2">
          <button type="submit" className="btn-primary min-h-11 px-4 py-2">
            Filter
          </button>
          {filters.postId || filters.status ? (
            <Link to="/admin/comments" className="btn-outline min-h-11 px-4 py-2">
              Clear
            </Link>
          ) : null}
        </div>
      </Form>

      <p className="mb-3 text-sm text-slate-600" data-testid="comment-total">
        {total === 1 ? "1 comment" : `${total.toLocaleString("en")} comments`}
        {filterPost ? ` on “${filterPost.title}”: ${filterPost.visible} visible, ${filterPost.hidden} hidden` : ""}
      </p>
      <CommentModerationList comments={comments} />
      <AdminPagination label="Pages of comments" noun="comments" page={page} hrefFor={(position) => commentsPath(filters, position)} />
    </AdminPage>
  );
}
