import { data, redirect } from "react-router";
import type { Route } from "./+types/redirects-new";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { ADMIN_RESPONSE_HEADERS, adminMeta } from "#app/features/admin/admin-headers.ts";
import { assertValidMutation } from "#app/features/admin/csrf.server.ts";
import { readStaffForm } from "#app/features/admin/read-staff-form.server.ts";
import { RedirectForm } from "#app/features/admin/redirects/redirect-form.tsx";
import { EMPTY_REDIRECT_FORM, parseRedirectForm, readRedirectFormValues } from "#app/features/admin/redirects/redirect-form-schema.ts";
import { saveRedirect } from "#app/features/admin/redirects/save-redirect.server.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";

export const headers: Route.HeadersFunction = () => ADMIN_RESPONSE_HEADERS;

export const meta: Route.MetaFunction = () => adminMeta("New redirect");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return data(null, { headers: ADMIN_RESPONSE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireStaff(request, context);
  const form = await readStaffForm(request);
  assertValidMutation(request, form, session);
  const values = readRedirectFormValues(form);
  const parsed = parseRedirectForm(values);
  if (!parsed.ok) return data({ values, errors: parsed.errors }, { status: 400, headers: ADMIN_RESPONSE_HEADERS });
  const saved = await saveRedirect(context.db, { input: parsed.input, userId: session.userId });
  if (!saved.ok) return data({ values, errors: "errors" in saved ? saved.errors : {} }, { status: 400, headers: ADMIN_RESPONSE_HEADERS });
  throw redirect(`/admin/redirects?notice=${saved.overLivePage ? "created-over-page" : "created"}`, { status: 303, headers: ADMIN_RESPONSE_HEADERS });
}

export default function NewRedirect({ actionData }: Route.ComponentProps) {
  return (
    <AdminPage title="New redirect" description="Send visitors of an old address on to a new one.">
      <div className="max-w-2xl">
        <RedirectForm values={actionData?.values ?? EMPTY_REDIRECT_FORM} errors={actionData?.errors} submitLabel="Create redirect" busyLabel="Creating…" />
      </div>
    </AdminPage>
  );
}
