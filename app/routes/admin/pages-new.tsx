import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/pages-new";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { FieldShell, fieldControlClass, TextField } from "#app/components/forms/form-field.tsx";
import { ADMIN_RESPONSE_HEADERS, adminMeta } from "#app/features/admin/admin-headers.ts";
import { assertValidMutation } from "#app/features/admin/csrf.server.ts";
import { CsrfField } from "#app/features/admin/csrf-field.tsx";
import { newPageSchema, slugFromTitle, type NewPageValues } from "#app/features/admin/pages/new-page-schema.ts";
import { fieldErrorsOf } from "#app/features/admin/pages/page-form-errors.ts";
import { createPage } from "#app/features/admin/pages/page-writes.server.ts";
import { readStaffForm } from "#app/features/admin/read-staff-form.server.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";
import type { ContentPage } from "#app/model/content-page.ts";

export const headers: Route.HeadersFunction = () => ADMIN_RESPONSE_HEADERS;

export const meta: Route.MetaFunction = () => adminMeta("New page");

const FAMILIES = [
  { value: "services", label: "Services" },
  { value: "industries", label: "Industries" },
  { value: "solutions", label: "Solutions" },
  { value: "aboutus", label: "About us" },
] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const family = new URL(request.url).searchParams.get("family") ?? "solutions";
  return data({ values: { family, title: "", slug: "" } satisfies NewPageValues }, { headers: ADMIN_RESPONSE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireStaff(request, context);
  const form = await readStaffForm(request);
  assertValidMutation(request, form, session);
  const title = String(form.get("title") ?? "");
  const values: NewPageValues = { family: String(form.get("family") ?? ""), title, slug: String(form.get("slug") ?? "") || slugFromTitle(title) };
  const parsed = newPageSchema.safeParse(values);
  if (!parsed.success) return data({ values, fieldErrors: fieldErrorsOf(parsed) }, { status: 400, headers: ADMIN_RESPONSE_HEADERS });
  const starter: ContentPage = { ...parsed.data, description: "", lead: "", sections: [] };
  const created = await createPage(context.db, starter, { userId: session.userId });
  if (!created.ok) return data({ values, fieldErrors: { slug: "Another page of this family already uses this address" } }, { status: 409, headers: ADMIN_RESPONSE_HEADERS });
  throw redirect(`/admin/pages/${created.id}`, { status: 303, headers: ADMIN_RESPONSE_HEADERS });
}

export default function NewPage({ loaderData, actionData }: Route.ComponentProps) {
  const values = actionData?.values ?? loaderData.values;
  const errors: Record<string, string> = actionData?.fieldErrors ?? {};
  const saving = useNavigation().state === "submitting";
  return (
    <AdminPage title="New page" description="Start with its family, title and address; write the rest in the editor, then publish it.">
      <Form method="post" className="card max-w-2xl space-y-5 p-6" noValidate>
        <CsrfField />
        <FieldShell id="new-page-family" label="Family" required error={errors.family}>
          {(describedBy) => (
            <select id="new-page-family" name="family" defaultValue={values.family} className={fieldControlClass} aria-describedby={describedBy} aria-invalid={errors.family ? true : undefined}>
              {FAMILIES.map((family) => (
                <option key={family.value} value={family.value}>
                  {family.label}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
        <TextField id="new-page-title" name="title" label="Title" defaultValue={values.title} error={errors.title} />
        <TextField id="new-page-slug" name="slug" label="Address" required={false} hint="Lower-case words joined by hyphens. Left empty, it is made from the title." defaultValue={values.slug} error={errors.slug} />
        <button type="submit" className="btn-primary min-h-12" disabled={saving}>
          {saving ? "Creating…" : "Create the page"}
        </button>
      </Form>
    </AdminPage>
  );
}
