import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/pages-revisions";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { ADMIN_RESPONSE_HEADERS, adminMeta } from "#app/features/admin/admin-headers.ts";
import { assertValidMutation } from "#app/features/admin/csrf.server.ts";
import { RevisionList } from "#app/features/admin/documents/revision-list.tsx";
import { diffPages } from "#app/features/admin/pages/diff-pages.ts";
import { getPageForEdit } from "#app/features/admin/pages/get-page-for-edit.server.ts";
import { listPageRevisions } from "#app/features/admin/pages/list-page-revisions.server.ts";
import { PageDifferenceSummary } from "#app/features/admin/pages/page-difference-summary.tsx";
import { restorePageRevision } from "#app/features/admin/pages/page-writes.server.ts";
import { parseRecordId } from "#app/features/admin/parse-record-id.ts";
import { readStaffForm } from "#app/features/admin/read-staff-form.server.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";

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
      <RevisionList
        revisions={revisions}
        version={page.version}
        restoreLabel="Restore as the draft"
        restorable={() => true}
        difference={(revision) => <PageDifferenceSummary difference={revision.difference} />}
      />
    </AdminPage>
  );
}
