import { data, Link } from "react-router";
import type { Route } from "./+types/posts";
import { AdminNotice } from "#app/components/admin/admin-notice.tsx";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { AdminPagination } from "#app/components/admin/admin-pagination.tsx";
import { FilterLinks } from "#app/components/admin/filter-links.tsx";
import { ListSearchForm } from "#app/components/admin/list-search-form.tsx";
import type { PostStatus } from "#app/db/schema.ts";
import { ADMIN_RESPONSE_HEADERS, adminMeta } from "#app/features/admin/admin-headers.ts";
import { listAdminPosts } from "#app/features/admin/posts/list-admin-posts.server.ts";
import { POST_SEARCH_MAX_LENGTH, postsPath, readPostFilters } from "#app/features/admin/posts/post-filters.ts";
import { PostList } from "#app/features/admin/posts/post-list.tsx";
import { postNoticeText } from "#app/features/admin/posts/post-notices.ts";
import { postVisibility } from "#app/features/admin/posts/post-visibility.ts";
import { readListPosition } from "#app/features/admin/read-list-position.server.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";
import { lastPublicDate } from "#app/features/blog/last-public-date.ts";

export const headers: Route.HeadersFunction = () => ADMIN_RESPONSE_HEADERS;

export const meta: Route.MetaFunction = () => adminMeta("Posts");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const url = new URL(request.url);
  const filters = readPostFilters(url.searchParams);
  const position = readListPosition(url.searchParams);
  const list = await listAdminPosts(context.db, filters, position);
  const today = lastPublicDate();
  return data(
    {
      filters,
      page: { newer: list.newer, older: list.older },
      total: list.total,
      counts: list.counts,
      posts: list.posts.map(({ status: postStatus, ...post }) => ({ ...post, visibility: postVisibility(postStatus, post.publishedOn, today) })),
      notice: postNoticeText(url.searchParams.get("notice")),
    },
    { headers: ADMIN_RESPONSE_HEADERS },
  );
}

const FILTERS: { status: PostStatus | null; label: string }[] = [
  { status: null, label: "All" },
  { status: "draft", label: "Drafts" },
  { status: "published", label: "Published" },
];

export default function Posts({ loaderData }: Route.ComponentProps) {
  const { filters, page, total, counts, posts, notice } = loaderData;
  return (
    <AdminPage
      title="Posts"
      description="Every blog post, drafts included, newest publish date first."
      actions={
        <>
          <Link to="/admin/categories" className="btn-outline min-h-11">
            Categories
          </Link>
          <Link to="/admin/posts/new" className="btn-primary min-h-11">
            New post
          </Link>
        </>
      }
    >
      <AdminNotice message={notice} />
      <ListSearchForm
        label="Search the posts"
        fieldLabel="Title"
        id="posts-search"
        value={filters.q}
        maxLength={POST_SEARCH_MAX_LENGTH}
        keep={{ status: filters.status }}
        clearHref={postsPath({ status: filters.status })}
      />
      <FilterLinks
        label="Filter posts by status"
        links={FILTERS.map((filter) => ({
          label: filter.label,
          href: postsPath({ ...filters, status: filter.status }),
          current: filter.status === filters.status,
          count: filters.q ? undefined : counts[filter.status ?? "all"],
        }))}
      />
      {filters.q ? <p className="mb-3 text-sm text-slate-600">{total === 1 ? "1 post matches" : `${total.toLocaleString("en")} posts match`}</p> : null}
      <PostList posts={posts} />
      <AdminPagination label="Pages of posts" noun="posts" page={page} hrefFor={(position) => postsPath(filters, position)} />
    </AdminPage>
  );
}
