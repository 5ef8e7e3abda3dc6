import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/redirects-edit";
import { AdminNotice } from "#app/components/admin/admin-notice.tsx";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { ADMIN_RESPONSE_HEADERS, adminMeta } from "#app/features/admin/admin-headers.ts";
import { ConfirmDisclosure } from "#app/features/admin/confirm-disclosure.tsx";
import { assertValidMutation } from "#app/features/admin/csrf.server.ts";
import { formatTimestamp } from "#app/features/admin/inbox/format-timestamp.ts";
import { parseRecordId } from "#app/features/admin/parse-record-id.ts";
import { readStaffForm } from "#app/features/admin/read-staff-form.server.ts";
import { deleteRedirect } from "#app/features/admin/redirects/delete-redirect.server.ts";
import { getRedirect } from "#app/features/admin/redirects/get-redirect.server.ts";
import { RedirectForm } from "#app/features/admin/redirects/redirect-form.tsx";
import { parseRedirectForm, readRedirectFormValues } from "#app/features/admin/redirects/redirect-form-schema.ts";
import { redirectNoticeText } from "#app/features/admin/redirects/redirect-notices.ts";
import { saveRedirect } from "#app/features/admin/redirects/save-redirect.server.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";

export const headers: Route.HeadersFunction = () => ADMIN_RESPONSE_HEADERS;

export const meta: Route.MetaFunction = () => adminMeta("Edit redirect");

function notFound(): never {
  throw data("There is no such redirect.", { status: 404, headers: ADMIN_RESPONSE_HEADERS });
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const id = parseRecordId(params.id);
  const found = id === null ? undefined : await getRedirect(context.db, id);
  if (!found) notFound();
  return data({ redirect: found, notice: redirectNoticeText(new URL(request.url).searchParams.get("notice")) }, { headers: ADMIN_RESPONSE_HEADERS });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const session = await requireStaff(request, context);
  const form = await readStaffForm(request);
  assertValidMutation(request, form, session);
  const id = parseRecordId(params.id);
  if (id === null) notFound();
  const intent = form.get("intent") ?? "save";
  if (intent === "delete") {
    if (!(await deleteRedirect(context.db, id, session.userId))) notFound();
    throw redirect("/admin/redirects?notice=deleted", { status: 303, headers: ADMIN_RESPONSE_HEADERS });
  }
  if (intent !== "save") throw data("Unknown action.", { status: 400, headers: ADMIN_RESPONSE_HEADERS });

  const values = readRedirectFormValues(form);
  const parsed = parseRedirectForm(values);
  if (!parsed.ok) return data({ values, errors: parsed.errors }, { status: 400, headers: ADMIN_RESPONSE_HEADERS });
  const saved = await saveRedirect(context.db, { id, input: parsed.input, userId: session.userId });
  if (!saved.ok) {
    if ("notFound" in saved) notFound();
    return data({ values, errors: saved.errors }, { status: 400, headers: ADMIN_RESPONSE_HEADERS });
  }
  throw redirect(`/admin/redirects/${id}?notice=${saved.overLivePage ? "saved-over-page" : "saved"}`, { status: 303, headers: ADMIN_RESPONSE_HEADERS });
}

export default function EditRedirect({ loaderData, actionData }: Route.ComponentProps) {
  const { redirect: stored, notice } = loaderData;
  const storedValues = { from: stored.from, to: stored.to, status: String(stored.status) };
  return (
    <AdminPage
      title="Edit redirect"
      description={stored.from}
      actions={
        <Link to="/admin/redirects" className="btn-outline min-h-11 px-4 py-2 text-sm">
          All redirects
        </Link>
      }
    >
      <AdminNotice message={notice} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        {/* After a save the stored values change: the form starts over from them. */}
        <RedirectForm key={stored.updatedAt} values={actionData?.values ?? storedValues} errors={actionData?.errors} submitLabel="Save changes" busyLabel="Saving…" />
        <aside aria-labelledby="redirect-side-heading" className="card space-y-4 p-5 sm:p-6">
          <h2 id="redirect-side-heading" className="text-lg font-semibold text-slate-900">
            Visits
          </h2>
          <p className="text-sm text-slate-700">
            {stored.hits === 1 ? "1 visit" : `${stored.hits} visits`} redirected
            {stored.lastHitAt ? (
              <>
                , the last on <time dateTime={stored.lastHitAt}>{formatTimestamp(stored.lastHitAt)}</time>
              </>
            ) : null}
            .
          </p>
          <div className="border-t border-slate-200 pt-4">
            <ConfirmDisclosure
              label="Delete redirect"
              message={`Visitors of ${stored.from} get whatever the site has there again, from the next visit.`}
              confirmLabel="Delete"
              fields={{ intent: "delete" }}
            />
          </div>
        </aside>
      </div>
    </AdminPage>
  );
}
