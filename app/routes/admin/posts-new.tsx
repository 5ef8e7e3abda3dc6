import { data } from "react-router";
import type { Route } from "./+types/posts-new";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { ADMIN_RESPONSE_HEADERS, adminMeta } from "#app/features/admin/admin-headers.ts";
import { listCategories } from "#app/features/admin/posts/list-categories.server.ts";
import { listCoverChoices } from "#app/features/admin/posts/list-cover-choices.server.ts";
import { PostEditor } from "#app/features/admin/posts/post-editor.tsx";
import type { PostFormValues } from "#app/features/admin/posts/post-form-schema.ts";
import { EMPTY_SEO_FORM } from "#app/model/seo-fields.ts";
import { submitPostForm } from "#app/features/admin/posts/submit-post-form.server.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";
import { lastPublicDate } from "#app/features/blog/last-public-date.ts";

export const headers: Route.HeadersFunction = () => ADMIN_RESPONSE_HEADERS;

export const meta: Route.MetaFunction = () => adminMeta("New post");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const [categories, pictures] = await Promise.all([listCategories(context.db), listCoverChoices(context.db)]);
  // A new post starts as a draft dated today; the date is the server's, so it never depends on the browser's clock.
  const values: PostFormValues = { title: "", slug: "", authorName: "", publishedOn: lastPublicDate(), status: "draft", categoryIds: [], content: "", coverSrc: "", excerpt: "", seo: EMPTY_SEO_FORM };
  return data({ categories: categories.map(({ id, name }) => ({ id, name })), pictures, values }, { headers: ADMIN_RESPONSE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  return submitPostForm(request, context);
}

export default function NewPost({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPage title="New post" description="Write in Markdown; the preview shows the post as visitors will see it.">
      <PostEditor
        values={actionData?.values ?? loaderData.values}
        fieldErrors={actionData?.fieldErrors ?? {}}
        categories={loaderData.categories}
        pictures={loaderData.pictures}
        previewHtml={actionData?.previewHtml ?? ""}
        slugEdited={false}
        submitLabel="Create post"
        cancelHref="/admin/posts"
      />
    </AdminPage>
  );
}
