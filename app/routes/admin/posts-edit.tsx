import { data, Link } from "react-router";
import type { Route } from "./+types/posts-edit";
import { AdminNotice } from "#app/components/admin/admin-notice.tsx";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { ConfirmDisclosure } from "#app/features/admin/confirm-disclosure.tsx";
import { ADMIN_RESPONSE_HEADERS, adminMeta } from "#app/features/admin/admin-headers.ts";
import { parseRecordId } from "#app/features/admin/parse-record-id.ts";
import { getPostForEdit } from "#app/features/admin/posts/get-post-for-edit.server.ts";
import { listCategories } from "#app/features/admin/posts/list-categories.server.ts";
import { listCoverChoices } from "#app/features/admin/posts/list-cover-choices.server.ts";
import { PostEditor } from "#app/features/admin/posts/post-editor.tsx";
import type { PostFormValues } from "#app/features/admin/posts/post-form-schema.ts";
import { savedPostNotice } from "#app/features/admin/posts/post-notices.ts";
import { PostStatusBadge } from "#app/features/admin/posts/post-status-badge.tsx";
import { postVisibility } from "#app/features/admin/posts/post-visibility.ts";
import { renderPostPreview } from "#app/features/admin/posts/render-post-preview.server.ts";
import { submitPostForm } from "#app/features/admin/posts/submit-post-form.server.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";
import { lastPublicDate } from "#app/features/blog/last-public-date.ts";
import { seoFormValuesOf } from "#app/model/seo-fields.ts";

export const headers: Route.HeadersFunction = () => ADMIN_RESPONSE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData ? `Edit “${loaderData.post.title}”` : "Edit post");

function notFound(): never {
  throw data("There is no such post.", { status: 404, headers: ADMIN_RESPONSE_HEADERS });
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const id = parseRecordId(params.id);
  if (id === null) notFound();
  const [post, categories, pictures] = await Promise.all([getPostForEdit(context.db, id), listCategories(context.db), listCoverChoices(context.db)]);
  if (!post) notFound();
  const visibility = postVisibility(post.status, post.publishedOn, lastPublicDate());
  const values: PostFormValues = {
    title: post.title,
    slug: post.slug,
    authorName: post.authorName,
    publishedOn: post.publishedOn,
    status: post.status,
    categoryIds: post.categoryIds.map(String),
    content: post.content,
    coverSrc: post.coverSrc,
    excerpt: post.excerpt,
    seo: seoFormValuesOf(post.seo),
  };
  const preview = renderPostPreview(post.content);
  return data(
    {
      post: { id: post.id, title: post.title, publishedOn: post.publishedOn, updatedAt: post.updatedAt, visibility },
      values,
      previewHtml: preview.ok ? preview.html : "",
      categories: categories.map(({ id: categoryId, name }) => ({ id: categoryId, name })),
      pictures,
      notice: savedPostNotice(new URL(request.url).searchParams.get("notice"), visibility, post.publishedOn),
    },
    { headers: ADMIN_RESPONSE_HEADERS },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  // Unknown ids are refused only after the session and token checks inside submitPostForm.
  return submitPostForm(request, context, parseRecordId(params.id));
}

export default function EditPost({ loaderData, actionData }: Route.ComponentProps) {
  const { post } = loaderData;
  return (
    <AdminPage
      title="Edit post"
      description={post.title}
      actions={
        <>
          <Link to={`/admin/comments?post=${post.id}`} className="btn-outline min-h-11">
            Comments
          </Link>
          {post.visibility === "published" ? (
            <Link to={`/blog/${post.id}`} className="btn-outline min-h-11">
              View on the blog
            </Link>
          ) : null}
        </>
      }
    >
      <AdminNotice message={loaderData.notice} />
      <p className="mb-6 flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <PostStatusBadge visibility={post.visibility} publishedOn={post.publishedOn} />
        <span>
          {post.visibility === "published" ? "On the blog at " : post.visibility === "scheduled" ? `From ${post.publishedOn} at ` : "Once published, at "}
          <code className="rounded bg-slate-100 px-1 text-slate-900">/blog/{post.id}</code>. Last saved{" "}
          <time dateTime={post.updatedAt}>{post.updatedAt.slice(0, 16).replace("T", " ")} UTC</time>.
        </span>
      </p>
      <PostEditor
        key={post.id}
        values={actionData?.values ?? loaderData.values}
        fieldErrors={actionData?.fieldErrors ?? {}}
        categories={loaderData.categories}
        pictures={loaderData.pictures}
        previewHtml={actionData?.previewHtml ?? loaderData.previewHtml}
        slugEdited
        submitLabel="Save changes"
        cancelHref="/admin/posts"
      />
      <section aria-labelledby="delete-post-heading" className="mt-12 border-t border-slate-200 pt-6">
        <h2 id="delete-post-heading" className="text-lg font-semibold text-slate-900">
          Delete this post
        </h2>
        <p className="mt-1 text-sm text-slate-600">Its comments are deleted with it. This cannot be undone.</p>
        <div className="mt-3">
          <ConfirmDisclosure
            label="Delete post"
            message={<>Delete “{post.title}” and its comments for good?</>}
            confirmLabel="Yes, delete the post"
            fields={{ intent: "delete" }}
          />
        </div>
      </section>
    </AdminPage>
  );
}
