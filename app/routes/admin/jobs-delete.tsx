import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/jobs-delete";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { CsrfField } from "#app/features/admin/csrf-field.tsx";
import { ADMIN_RESPONSE_HEADERS, adminMeta } from "#app/features/admin/admin-headers.ts";
import { assertValidMutation } from "#app/features/admin/csrf.server.ts";
import { deleteJob } from "#app/features/admin/jobs/delete-job.server.ts";
import { getJobForEdit } from "#app/features/admin/jobs/get-job-for-edit.server.ts";
import { parseRecordId } from "#app/features/admin/parse-record-id.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";
import { readStaffForm } from "#app/features/admin/read-staff-form.server.ts";

export const headers: Route.HeadersFunction = () => ADMIN_RESPONSE_HEADERS;

export const meta: Route.MetaFunction = () => adminMeta("Delete job");

function notFound(): never {
  throw data("No such job.", { status: 404, headers: ADMIN_RESPONSE_HEADERS });
}

// The confirmation step: deleting takes a second, deliberate post from this page.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const id = parseRecordId(params.id);
  const job = id === null ? null : await getJobForEdit(context.db, id);
  if (!job) notFound();
  return data({ job: { id: job.id, jobTitle: job.jobTitle, applicationCount: job.applicationCount } }, { headers: ADMIN_RESPONSE_HEADERS });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const session = await requireStaff(request, context);
  const form = await readStaffForm(request);
  assertValidMutation(request, form, session);
  const id = parseRecordId(params.id);
  if (id === null || !(await deleteJob(context.db, id, session.userId))) notFound();
  throw redirect("/admin/jobs?notice=deleted", { status: 303, headers: ADMIN_RESPONSE_HEADERS });
}

export default function DeleteJob({ loaderData }: Route.ComponentProps) {
  const { job } = loaderData;
  const applications =
    job.applicationCount === 0
      ? "It has no applications."
      : `${job.applicationCount === 1 ? "Its 1 application stays" : `Its ${job.applicationCount} applications stay`} in the inbox, still showing the job title, no longer linked to a job.`;
  return (
    <AdminPage title="Delete job">
      <section aria-labelledby="delete-job-question" className="card max-w-2xl p-5 sm:p-6">
        <h2 id="delete-job-question" className="text-lg font-semibold text-slate-900">
          {`Delete “${job.jobTitle}”?`}
        </h2>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
          <li>The job and its requirements are removed for good; this cannot be undone.</li>
          <li>{applications}</li>
          <li>To stop applications but keep the job, close it instead.</li>
        </ul>
        <div className="mt-6 flex flex-wrap gap-3">
          <Form method="post">
            <CsrfField />
            <button type="submit" className="btn min-h-11 bg-red-700 text-white hover:bg-red-800">
              Delete job
            </button>
          </Form>
          <Link to={`/admin/jobs/${job.id}`} className="btn-outline min-h-11">
            Cancel
          </Link>
        </div>
      </section>
    </AdminPage>
  );
}
