import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/comments";
import { AdminNotice } from "#app/components/admin/admin-notice.tsx";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { AdminPagination } from "#app/components/admin/admin-pagination.tsx";
import { AdminTable } from "#app/components/admin/admin-table.tsx";
import { fieldControlClass } from "#app/components/forms/form-field.tsx";
import { ADMIN_RESPONSE_HEADERS, adminMeta } from "#app/features/admin/admin-headers.ts";
import { commentsPath, readCommentFilters } from "#app/features/admin/comments/comment-filters.ts";
import { CommentModerationList } from "#app/features/admin/comments/comment-moderation-list.tsx";
import { commentNoticeText } from "#app/features/admin/comments/comment-notices.ts";
import { countCommentsPerPost } from "#app/features/admin/comments/count-comments-per-post.server.ts";
import { ADMIN_COMMENTS_PER_PAGE, listAdminComments } from "#app/features/admin/comments/list-admin-comments.server.ts";
import { moderateComment, readModeration } from "#app/features/admin/comments/moderate-comment.server.ts";
import { assertValidMutation } from "#app/features/admin/csrf.server.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";
import { readStaffForm } from "#app/features/admin/read-staff-form.server.ts";

export const headers: Route.HeadersFunction = () => ADMIN_RESPONSE_HEADERS;

export const meta: Route.MetaFunction = () => adminMeta("Comments");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const url = new URL(request.url);
  const filters = readCommentFilters(url.searchParams);
  const [list, perPost] = await Promise.all([listAdminComments(context.db, filters), countCommentsPerPost(context.db)]);
  let filterPost = filters.postId ? perPost.find((entry) => entry.postId === filters.postId) : undefined;
  if (filters.postId && !filterPost) {
    // A post without comments can still be chosen (from its editor); one that does not exist cannot.
    const post = await context.db.selectFrom("posts").select(["id", "title"]).where("id", "=", filters.postId).executeTakeFirst();
    if (!post) throw data("There is no such post.", { status: 404, headers: ADMIN_RESPONSE_HEADERS });
    filterPost = { postId: post.id, title: post.title, visible: 0, hidden: 0 };
  }
  return data(
    {
      filters,
      comments: list.comments,
      pageCount: Math.max(1, Math.ceil(list.total / ADMIN_COMMENTS_PER_PAGE)),
      total: list.total,
      perPost,
      postOptions: filterPost && !perPost.includes(filterPost) ? [...perPost, filterPost] : perPost,
      filterPost: filterPost ?? null,
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
  // Back to the same filtered list; the action URL carries the page's query.
  const filters = readCommentFilters(new URL(request.url).searchParams);
  const notice = { hide: "hidden", show: "shown", delete: "deleted" }[moderation.action];
  throw redirect(commentsPath(filters, notice), { status: 303, headers: ADMIN_RESPONSE_HEADERS });
}

export default function Comments({ loaderData }: Route.ComponentProps) {
  const { filters, comments, pageCount, total, perPost, postOptions, filterPost, notice } = loaderData;
  const selectClass = `${fieldControlClass} mt-1 py-2.5`;
  return (
    <AdminPage title="Comments" description="Everything visitors wrote under posts, newest first. Hidden comments stay here but leave the blog.">
      <AdminNotice message={notice} />
      <Form method="get" className="card mb-6 grid gap-4 p-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-end sm:p-5">
        <div>
          <label htmlFor="filter-post" className="text-sm font-semibold text-slate-900">
            Post
          </label>
          <select id="filter-post" name="post" defaultValue={filters.postId ? String(filters.postId) : ""} className={selectClass}>
            <option value="">All posts</option>
            {postOptions.map((post) => (
              <option key={post.postId} value={String(post.postId)}>
                {post.title}
              </option>
            ))}
          </select>
        </div>
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
        {total === 1 ? "1 comment" : `${total} comments`}
        {filterPost ? ` on “${filterPost.title}”: ${filterPost.visible} visible, ${filterPost.hidden} hidden` : ""}
      </p>
      <CommentModerationList comments={comments} />
      <AdminPagination page={filters.page} pageCount={pageCount} hrefFor={(page) => commentsPath({ ...filters, page })} label="Pages of comments" />

      <section aria-labelledby="per-post-heading" className="mt-12">
        <h2 id="per-post-heading" className="text-lg font-semibold text-slate-900">
          Comments per post
        </h2>
        {perPost.length === 0 ? (
          <p className="mt-2 text-slate-600">No post has comments yet.</p>
        ) : (
          <AdminTable
            caption="Visible and hidden comments on each post"
            columns={["Post", { label: "Visible", className: "text-right" }, { label: "Hidden", className: "text-right" }]}
            headings="plain-narrow"
            className="mt-3 overflow-hidden"
          >
            <tbody className="divide-y divide-slate-100">
              {perPost.map((post) => (
                <tr key={post.postId} data-testid="per-post-row">
                  <th scope="row" className="px-3 py-2 font-normal sm:px-4">
                    <Link to={commentsPath({ postId: post.postId })} className="inline-flex min-h-11 items-center font-medium text-brand-800 underline-offset-2 hover:underline sm:min-h-0">
                      {post.title}
                    </Link>
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums sm:px-4">{post.visible}</td>
                  <td className="px-3 py-2 text-right tabular-nums sm:px-4">{post.hidden}</td>
                </tr>
              ))}
            </tbody>
          </AdminTable>
        )}
      </section>
    </AdminPage>
  );
}
