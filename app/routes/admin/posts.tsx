import { data, Link } from "react-router";
import type { Route } from "./+types/posts";
import { AdminNotice } from "#app/components/admin/admin-notice.tsx";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { AdminPagination } from "#app/components/admin/admin-pagination.tsx";
import { FilterLinks } from "#app/components/admin/filter-links.tsx";
import { POST_STATUSES, type PostStatus } from "#app/db/schema.ts";
import { ADMIN_RESPONSE_HEADERS, adminMeta } from "#app/features/admin/admin-headers.ts";
import { parseRecordId } from "#app/features/admin/parse-record-id.ts";
import { ADMIN_POSTS_PER_PAGE, listAdminPosts } from "#app/features/admin/posts/list-admin-posts.server.ts";
import { PostList } from "#app/features/admin/posts/post-list.tsx";
import { postNoticeText } from "#app/features/admin/posts/post-notices.ts";
import { postVisibility } from "#app/features/admin/posts/post-visibility.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";
import { lastPublicDate } from "#app/features/blog/last-public-date.ts";

export const headers: Route.HeadersFunction = () => ADMIN_RESPONSE_HEADERS;

export const meta: Route.MetaFunction = () => adminMeta("Posts");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const url = new URL(request.url);
  const rawStatus = url.searchParams.get("status");
  const status = (POST_STATUSES as readonly string[]).includes(rawStatus ?? "") ? (rawStatus as PostStatus) : null;
  const page = parseRecordId(url.searchParams.get("page")) ?? 1;
  const list = await listAdminPosts(context.db, { status, page });
  const today = lastPublicDate();
  return data(
    {
      status,
      page,
      pageCount: Math.max(1, Math.ceil(list.total / ADMIN_POSTS_PER_PAGE)),
      counts: list.counts,
      posts: list.posts.map(({ status: postStatus, ...post }) => ({ ...post, visibility: postVisibility(postStatus, post.publishedOn, today) })),
      notice: postNoticeText(url.searchParams.get("notice")),
    },
    { headers: ADMIN_RESPONSE_HEADERS },
  );
}

function listPath(status: PostStatus | null, page = 1) {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/admin/posts?${query}` : "/admin/posts";
}

const FILTERS: { status: PostStatus | null; label: string }[] = [
  { status: null, label: "All" },
  { status: "draft", label: "Drafts" },
  { status: "published", label: "Published" },
];

export default function Posts({ loaderData }: Route.ComponentProps) {
  const { status, page, pageCount, counts, posts, notice } = loaderData;
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
      <FilterLinks
        label="Filter posts by status"
        links={FILTERS.map((filter) => ({
          label: filter.label,
          href: listPath(filter.status),
          current: filter.status === status,
          count: counts[filter.status ?? "all"],
        }))}
      />
      <PostList posts={posts} />
      <AdminPagination page={page} pageCount={pageCount} hrefFor={(target) => listPath(status, target)} label="Pages of posts" />
    </AdminPage>
  );
}
