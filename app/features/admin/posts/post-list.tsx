import { Link } from "react-router";
import { AdminTable } from "#app/components/admin/admin-table.tsx";
import { PostStatusBadge } from "./post-status-badge.tsx";
import type { PostVisibility } from "./post-visibility.ts";

export type PostListItem = {
  id: number;
  title: string;
  visibility: PostVisibility;
  publishedOn: string;
  visibleComments: number;
  hiddenComments: number;
  categories: string[];
};

function commentsHref(postId: number) {
  return `/admin/comments?post=${postId}`;
}

function CommentCounts({ post }: { post: PostListItem }) {
  const total = post.visibleComments + post.hiddenComments;
  const text = `${post.visibleComments} visible, ${post.hiddenComments} hidden`;
  if (total === 0) return <span className="text-slate-600">None</span>;
  return (
    <Link to={commentsHref(post.id)} className="inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-2 hover:text-brand-950 md:min-h-0">
      {text}
      <span className="sr-only"> comments on {post.title}</span>
    </Link>
  );
}

function Categories({ names }: { names: string[] }) {
  if (names.length === 0) return <span className="text-slate-600">None</span>;
  return <span>{names.join(", ")}</span>;
}

/** Every post as a table on wide screens and as stacked cards on a phone. */
export function PostList({ posts }: { posts: PostListItem[] }) {
  if (posts.length === 0) {
    return <p className="card p-6 text-slate-600">No posts here yet.</p>;
  }
  return (
    <>
      <AdminTable
        caption="Posts, newest publish date first"
        columns={["Title", "Status", { label: "Publish date", className: "whitespace-nowrap" }, "Comments", "Categories"]}
        headings="plain"
        className="hidden overflow-hidden md:block"
      >
        <tbody className="divide-y divide-slate-100">
          {posts.map((post) => (
            <tr key={post.id} data-testid="post-row">
              <th scope="row" className="px-4 py-3 font-semibold">
                <Link to={`/admin/posts/${post.id}`} className="text-brand-800 underline-offset-2 hover:underline">
                  {post.title}
                </Link>
              </th>
              <td className="px-4 py-3">
                <PostStatusBadge visibility={post.visibility} publishedOn={post.publishedOn} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap tabular-nums">
                <time dateTime={post.publishedOn}>{post.publishedOn}</time>
              </td>
              <td className="px-4 py-3">
                <CommentCounts post={post} />
              </td>
              <td className="px-4 py-3 text-slate-700">
                <Categories names={post.categories} />
              </td>
            </tr>
          ))}
        </tbody>
      </AdminTable>

      <ul className="flex flex-col gap-3 md:hidden" aria-label="Posts, newest publish date first">
        {posts.map((post) => (
          <li key={post.id} className="card p-4" data-testid="post-card">
            <div className="flex flex-wrap items-center gap-2">
              <PostStatusBadge visibility={post.visibility} publishedOn={post.publishedOn} />
              <time dateTime={post.publishedOn} className="text-sm text-slate-600 tabular-nums">
                {post.publishedOn}
              </time>
            </div>
            <h2 className="mt-2 text-base font-semibold">
              <Link to={`/admin/posts/${post.id}`} className="flex min-h-11 items-center text-brand-800 underline underline-offset-2">
                {post.title}
              </Link>
            </h2>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600">Comments</dt>
              <dd>
                <CommentCounts post={post} />
              </dd>
              <dt className="text-slate-600">Categories</dt>
              <dd>
                <Categories names={post.categories} />
              </dd>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
