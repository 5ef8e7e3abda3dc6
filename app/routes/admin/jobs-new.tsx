import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/jobs-new";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { ADMIN_RESPONSE_HEADERS, adminMeta } from "#app/features/admin/admin-headers.ts";
import { assertValidMutation } from "#app/features/admin/csrf.server.ts";
import { createJob } from "#app/features/admin/jobs/create-job.server.ts";
import { todayIsoDate } from "#app/features/admin/jobs/format-job-date.ts";
import { JobForm } from "#app/features/admin/jobs/job-form.tsx";
import { newJobFormValues, parseJobForm, readJobFormValues } from "#app/features/admin/jobs/job-form-schema.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";
import { readStaffForm } from "#app/features/admin/read-staff-form.server.ts";
import { checkSocialImage } from "#app/features/admin/seo/check-social-image.server.ts";
import { listSocialImageChoices } from "#app/features/admin/seo/list-social-image-choices.server.ts";
import { EMPTY_SEO_FORM, readSeoForm } from "#app/model/seo-fields.ts";

export const headers: Route.HeadersFunction = () => ADMIN_RESPONSE_HEADERS;

export const meta: Route.MetaFunction = () => adminMeta("New job");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return data({ values: newJobFormValues(todayIsoDate()), seoValues: EMPTY_SEO_FORM, pictures: await listSocialImageChoices(context.db) }, { headers: ADMIN_RESPONSE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireStaff(request, context);
  const form = await readStaffForm(request);
  assertValidMutation(request, form, session);
  const values = readJobFormValues(form);
  const seoValues = readSeoForm(form);
  const result = parseJobForm(values, seoValues);
  const pictureErrors = result.ok ? await checkSocialImage(context.db, result.job.seo) : null;
  if (pictureErrors) return data({ errors: { seo: pictureErrors }, values, seoValues }, { status: 400, headers: ADMIN_RESPONSE_HEADERS });
  // The typed values go back with the messages, so nothing is lost.
  if (!result.ok) return data({ errors: result.errors, values, seoValues }, { status: 400, headers: ADMIN_RESPONSE_HEADERS });
  const id = await createJob(context.db, result.job, session.userId);
  throw redirect(`/admin/jobs/${id}?notice=created`, { status: 303, headers: ADMIN_RESPONSE_HEADERS });
}

export default function NewJob({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="New job"
      description="A new opening shows on the careers page once it is open and between its two dates."
      actions={
        <Link to="/admin/jobs" className="btn-outline min-h-11 px-4 py-2 text-sm">
          All jobs
        </Link>
      }
    >
      <div className="max-w-3xl">
        <JobForm values={actionData?.values ?? loaderData.values} seoValues={actionData?.seoValues ?? loaderData.seoValues} pictures={loaderData.pictures} errors={actionData?.errors} submitLabel="Create job" busyLabel="Creating…" cancelHref="/admin/jobs" />
      </div>
    </AdminPage>
  );
}
