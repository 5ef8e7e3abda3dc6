import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/pages-revisions";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { ADMIN_RESPONSE_HEADERS, adminMeta } from "#app/features/admin/admin-headers.ts";
import { assertValidMutation } from "#app/features/admin/csrf.server.ts";
import { CsrfField } from "#app/features/admin/csrf-field.tsx";
import { diffPages } from "#app/features/admin/pages/diff-pages.ts";
import { getPageForEdit } from "#app/features/admin/pages/get-page-for-edit.server.ts";
import { listPageRevisions } from "#app/features/admin/pages/list-page-revisions.server.ts";
import { PageDifferenceSummary } from "#app/features/admin/pages/page-difference-summary.tsx";
import { restorePageRevision } from "#app/features/admin/pages/page-writes.server.ts";
import { parseRecordId } from "#app/features/admin/parse-record-id.ts";
import { readStaffForm } from "#app/features/admin/read-staff-form.server.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";
import { formatTimestamp } from "#app/features/admin/inbox/format-timestamp.ts";

export const headers: Route.HeadersFunction = () => ADMIN_RESPONSE_HEADERS;

export const meta: Route.MetaFunction = () => adminMeta("Page revisions");

function notFound(): never {
  throw data("There is no such page or revision.", { status: 404, headers: ADMIN_RESPONSE_HEADERS });
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const id = parseRecordId(params.id);
  const page = id === null ? null : await getPageForEdit(context.db, id);
  if (!page) notFound();
  const revisions = await listPageRevisions(context.db, page.id);
  return data(
    {
      page: { id: page.id, title: page.document.title, version: page.version },
      revisions: revisions.map((revision) => ({ id: revision.id, createdAt: revision.createdAt, note: revision.note, author: revision.author, difference: diffPages(revision.document, page.document) })),
    },
    { headers: ADMIN_RESPONSE_HEADERS },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const session = await requireStaff(request, context);
  const form = await readStaffForm(request);
  assertValidMutation(request, form, session);
  const pageId = parseRecordId(params.id);
  const revisionId = parseRecordId(form.get("revisionId"));
  const version = Number(form.get("version"));
  if (pageId === null || revisionId === null || !Number.isInteger(version)) notFound();
  const result = await restorePageRevision(context.db, pageId, revisionId, version, { userId: session.userId });
  if (!result.ok && result.reason === "stale") {
    return data({ message: "The page changed since this list was shown. Look at the revisions again, then restore." }, { status: 409, headers: ADMIN_RESPONSE_HEADERS });
  }
  if (!result.ok) notFound();
  throw redirect(`/admin/pages/${pageId}`, { status: 303, headers: ADMIN_RESPONSE_HEADERS });
}

export default function PageRevisions({ loaderData, actionData }: Route.ComponentProps) {
  const { page, revisions } = loaderData;
  return (
    <AdminPage
      title="Revisions"
      description={`Every published version of “${page.title}”, newest first, compared with the page as it is in the editor now.`}
      actions={
        <Link to={`/admin/pages/${page.id}`} className="btn-outline min-h-11">
          Back to the editor
        </Link>
      }
    >
      {actionData?.message ? (
        <p role="alert" className="mb-6 rounded-lg border border-red-700/40 bg-red-50 px-4 py-3 text-red-900">
          {actionData.message}
        </p>
      ) : null}
      <ol className="space-y-4">
        {revisions.map((revision, index) => (
          <li key={revision.id} className="card p-5">
            <h2 className="font-semibold text-slate-900">
              <time dateTime={revision.createdAt}>{formatTimestamp(revision.createdAt)}</time>
              {index === 0 ? <span className="ml-2 text-sm font-normal text-slate-600">(the latest publish)</span> : null}
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              Published by {revision.author ?? "the site's setup"}
              {revision.note ? <>: “{revision.note}”</> : null}
            </p>
            <div className="mt-3">
              <PageDifferenceSummary difference={revision.difference} />
            </div>
            <Form method="post" className="mt-4">
              <CsrfField />
              <input type="hidden" name="revisionId" value={revision.id} />
              <input type="hidden" name="version" value={page.version} />
              <button type="submit" className="btn-outline min-h-11 px-4 py-2 text-sm" aria-label={`Restore as the draft: the version of ${formatTimestamp(revision.createdAt)}`}>
                Restore as the draft
              </button>
            </Form>
          </li>
        ))}
      </ol>
    </AdminPage>
  );
}
