import { data, Form, Link, redirect, useLocation } from "react-router";
import type { Route } from "./+types/categories";
import { AdminNotice } from "#app/components/admin/admin-notice.tsx";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { CsrfField } from "#app/features/admin/csrf-field.tsx";
import { ADMIN_RESPONSE_HEADERS, adminMeta } from "#app/features/admin/admin-headers.ts";
import { assertValidMutation } from "#app/features/admin/csrf.server.ts";
import { parseRecordId } from "#app/features/admin/parse-record-id.ts";
import { CategoryFields } from "#app/features/admin/posts/category-fields.tsx";
import { readCategoryForm, validateCategoryForm, type CategoryFieldErrors, type CategoryFormValues } from "#app/features/admin/posts/category-form-schema.ts";
import { CategoryTable, type CategoryRowMode } from "#app/features/admin/posts/category-table.tsx";
import { deleteCategory } from "#app/features/admin/posts/delete-category.server.ts";
import { listCategories } from "#app/features/admin/posts/list-categories.server.ts";
import { postNoticeText } from "#app/features/admin/posts/post-notices.ts";
import { saveCategory } from "#app/features/admin/posts/save-category.server.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";
import { readStaffForm } from "#app/features/admin/read-staff-form.server.ts";

export const headers: Route.HeadersFunction = () => ADMIN_RESPONSE_HEADERS;

export const meta: Route.MetaFunction = () => adminMeta("Categories");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const params = new URL(request.url).searchParams;
  return data(
    {
      categories: await listCategories(context.db),
      renameId: parseRecordId(params.get("rename")),
      deleteId: parseRecordId(params.get("delete")),
      notice: postNoticeText(params.get("notice")),
    },
    { headers: ADMIN_RESPONSE_HEADERS },
  );
}

type CategoryActionAnswer = { form: "create" | "rename"; categoryId: number | null; values: CategoryFormValues; fieldErrors: CategoryFieldErrors };

function notFound(): never {
  throw data("There is no such category.", { status: 404, headers: ADMIN_RESPONSE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireStaff(request, context);
  const form = await readStaffForm(request);
  assertValidMutation(request, form, session);
  const intent = form.get("intent");
  const done = (notice: string) => redirect(`/admin/categories?notice=${notice}`, { status: 303, headers: ADMIN_RESPONSE_HEADERS });

  if (intent === "delete") {
    const id = parseRecordId(form.get("categoryId"));
    if (id === null || !(await deleteCategory(context.db, { id, userId: session.userId }))) notFound();
    throw done("category-deleted");
  }
  if (intent !== "create" && intent !== "rename") {
    throw data("Unknown action.", { status: 400, headers: ADMIN_RESPONSE_HEADERS });
  }

  const id = intent === "rename" ? parseRecordId(form.get("categoryId")) : null;
  if (intent === "rename" && id === null) notFound();
  const values = readCategoryForm(form);
  const refuse = (fieldErrors: CategoryFieldErrors) =>
    data({ form: intent, categoryId: id, values, fieldErrors } satisfies CategoryActionAnswer, { status: 400, headers: ADMIN_RESPONSE_HEADERS });
  const checked = validateCategoryForm(values);
  if (!checked.ok) return refuse(checked.fieldErrors);
  const saved = await saveCategory(context.db, { id: id ?? undefined, input: checked.value, userId: session.userId });
  if (!saved.ok) {
    if ("notFound" in saved) notFound();
    return refuse(saved.fieldErrors);
  }
  throw done(intent === "create" ? "category-created" : "category-saved");
}

export default function Categories({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  const { categories, renameId, deleteId, notice } = loaderData;
  let active: { id: number; mode: CategoryRowMode } | null = null;
  if (actionData?.form === "rename" && actionData.categoryId !== null) {
    active = { id: actionData.categoryId, mode: { kind: "rename", values: actionData.values, errors: actionData.fieldErrors } };
  } else if (renameId !== null) {
    const category = categories.find((entry) => entry.id === renameId);
    if (category) active = { id: renameId, mode: { kind: "rename", values: { name: category.name, slug: category.slug }, errors: {} } };
  } else if (deleteId !== null) {
    active = { id: deleteId, mode: { kind: "confirm-delete" } };
  }
  const createAnswer = actionData?.form === "create" ? actionData : null;

  return (
    <AdminPage
      title="Categories"
      description="Visitors browse the blog by these. A post can be in several."
      actions={
        <Link to="/admin/posts" className="btn-outline min-h-11">
          All posts
        </Link>
      }
    >
      <AdminNotice message={notice} />
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
        <CategoryTable categories={categories} active={active} />
        <section aria-labelledby="new-category-heading" className="card p-5 sm:p-6">
          <h2 id="new-category-heading" className="text-lg font-semibold text-slate-900">
            New category
          </h2>
          {/* Keyed by the location, so the fields empty after a category is created. */}
          <Form key={location.key} method="post" action="/admin/categories" className="mt-4">
            <CsrfField />
            <input type="hidden" name="intent" value="create" />
            <CategoryFields idPrefix="new-category" values={createAnswer?.values ?? { name: "", slug: "" }} errors={createAnswer?.fieldErrors ?? {}} stacked />
            <button type="submit" className="btn-primary mt-4 min-h-11 w-full sm:w-auto">
              Create category
            </button>
          </Form>
        </section>
      </div>
    </AdminPage>
  );
}
