import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/jobs-edit";
import { AdminNotice } from "#app/components/admin/admin-notice.tsx";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { ADMIN_RESPONSE_HEADERS, adminMeta } from "#app/features/admin/admin-headers.ts";
import { assertValidMutation } from "#app/features/admin/csrf.server.ts";
import { todayIsoDate } from "#app/features/admin/jobs/format-job-date.ts";
import { getJobForEdit } from "#app/features/admin/jobs/get-job-for-edit.server.ts";
import { jobExists } from "#app/features/admin/jobs/job-exists.server.ts";
import { JobForm } from "#app/features/admin/jobs/job-form.tsx";
import { parseJobForm, readJobFormValues } from "#app/features/admin/jobs/job-form-schema.ts";
import { jobNoticeText } from "#app/features/admin/jobs/job-notices.ts";
import { JobStatusBadge } from "#app/features/admin/jobs/job-status-badge.tsx";
import { JobStatusForm } from "#app/features/admin/jobs/job-status-form.tsx";
import { setJobStatus } from "#app/features/admin/jobs/set-job-status.server.ts";
import { updateJob } from "#app/features/admin/jobs/update-job.server.ts";
import { parseRecordId } from "#app/features/admin/parse-record-id.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";
import { readStaffForm } from "#app/features/admin/read-staff-form.server.ts";
import { checkSocialImage } from "#app/features/admin/seo/check-social-image.server.ts";
import { listSocialImageChoices } from "#app/features/admin/seo/list-social-image-choices.server.ts";
import { EMPTY_SEO_FORM, readSeoForm } from "#app/model/seo-fields.ts";

export const headers: Route.HeadersFunction = () => ADMIN_RESPONSE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData ? `Edit job: ${loaderData.job.jobTitle}` : "Edit job");

function notFound(): never {
  throw data("No such job.", { status: 404, headers: ADMIN_RESPONSE_HEADERS });
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const id = parseRecordId(params.id);
  const job = id === null ? null : await getJobForEdit(context.db, id);
  if (!job) notFound();
  const notice = jobNoticeText(new URL(request.url).searchParams.get("notice"));
  return data({ job, today: todayIsoDate(), notice, pictures: await listSocialImageChoices(context.db) }, { headers: ADMIN_RESPONSE_HEADERS });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const session = await requireStaff(request, context);
  const form = await readStaffForm(request);
  assertValidMutation(request, form, session);
  const id = parseRecordId(params.id);
  if (id === null) notFound();

  const intent = form.get("intent") ?? "save";
  if (intent === "close" || intent === "reopen") {
    const result = await setJobStatus(context.db, id, intent === "close" ? "closed" : "open", session.userId);
    if (result === "not-found") notFound();
    throw redirect(`/admin/jobs/${id}?notice=${intent === "close" ? "closed" : "reopened"}`, { status: 303, headers: ADMIN_RESPONSE_HEADERS });
  }
  if (intent !== "save") throw data("Unknown action.", { status: 400, headers: ADMIN_RESPONSE_HEADERS });

  if (!(await jobExists(context.db, id))) notFound();
  const values = readJobFormValues(form);
  const seoValues = readSeoForm(form);
  const result = parseJobForm(values, seoValues);
  const pictureErrors = result.ok ? await checkSocialImage(context.db, result.job.seo) : null;
  if (pictureErrors) return data({ errors: { seo: pictureErrors }, values, seoValues }, { status: 400, headers: ADMIN_RESPONSE_HEADERS });
  if (!result.ok) return data({ errors: result.errors, values, seoValues }, { status: 400, headers: ADMIN_RESPONSE_HEADERS });
  if (!(await updateJob(context.db, id, result.job, session.userId))) notFound();
  throw redirect(`/admin/jobs/${id}?notice=saved`, { status: 303, headers: ADMIN_RESPONSE_HEADERS });
}

export default function EditJob({ loaderData, actionData }: Route.ComponentProps) {
  const { job, today, notice } = loaderData;
  const expired = job.validThrough < today;
  const onCareersPage = job.status === "open" && !expired;
  const applications = `${job.applicationCount} ${job.applicationCount === 1 ? "application" : "applications"}`;

  return (
    <AdminPage
      title="Edit job"
      description={job.jobTitle}
      actions={
        <Link to="/admin/jobs" className="btn-outline min-h-11 px-4 py-2 text-sm">
          All jobs
        </Link>
      }
    >
      <AdminNotice message={notice} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        {/* Stored values change after a save or a status change: the form starts over from them. */}
        <JobForm
          key={JSON.stringify([job.values, job.seoValues])}
          values={actionData?.values ?? job.values}
          seoValues={actionData?.seoValues ?? job.seoValues}
          pictures={loaderData.pictures}
          jobId={job.id}
          errors={actionData?.errors}
          submitLabel="Save changes"
          busyLabel="Saving…"
          cancelHref="/admin/jobs"
        />
        <aside aria-labelledby="job-side-heading" className="card space-y-5 p-5 sm:p-6 lg:sticky lg:top-6">
          <h2 id="job-side-heading" className="text-lg font-semibold text-slate-900">
            On the careers page
          </h2>
          <div className="space-y-2">
            <JobStatusBadge status={job.status} expired={expired} />
            <p className="text-sm text-slate-700">
              {onCareersPage
                ? "Shown to visitors, who can apply."
                : job.status === "closed"
                  ? "Hidden from visitors; applications are refused."
                  : "Hidden from visitors: its valid-through date has passed. Move the date to show it again."}
            </p>
            {onCareersPage ? (
              <a href={`/careers?job=${job.id}`} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline underline-offset-4">
                View on the careers page
              </a>
            ) : null}
          </div>
          <JobStatusForm jobId={job.id} jobTitle={job.jobTitle} status={job.status} action={`/admin/jobs/${job.id}`} />
          <p className="text-xs text-slate-600">Close and Reopen change only the status. Save other edits first.</p>
          <div className="border-t border-slate-200 pt-4">
            <h3 className="text-sm font-semibold text-slate-900">Applications</h3>
            <Link to={`/admin/applications?job=${job.id}`} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline underline-offset-4">
              {applications}
            </Link>
          </div>
          <div className="border-t border-slate-200 pt-4">
            <Link to={`/admin/jobs/${job.id}/delete`} className="inline-flex min-h-11 items-center text-sm font-semibold text-red-700 underline underline-offset-4 hover:text-red-800">
              Delete this job…
            </Link>
          </div>
        </aside>
      </div>
    </AdminPage>
  );
}
