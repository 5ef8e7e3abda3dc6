import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/jobs";
import { AdminNotice } from "#app/components/admin/admin-notice.tsx";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { AdminTable } from "#app/components/admin/admin-table.tsx";
import { AdminPagination } from "#app/components/admin/admin-pagination.tsx";
import { FilterLinks } from "#app/components/admin/filter-links.tsx";
import { ListSearchForm } from "#app/components/admin/list-search-form.tsx";
import type { JobStatus } from "#app/db/schema.ts";
import { ADMIN_RESPONSE_HEADERS, adminMeta } from "#app/features/admin/admin-headers.ts";
import { assertValidMutation } from "#app/features/admin/csrf.server.ts";
import { formatJobDate, todayIsoDate } from "#app/features/admin/jobs/format-job-date.ts";
import { JOB_SEARCH_MAX_LENGTH, jobsPath, readJobFilters } from "#app/features/admin/jobs/job-filters.ts";
import { jobNoticeText } from "#app/features/admin/jobs/job-notices.ts";
import { JobStatusBadge } from "#app/features/admin/jobs/job-status-badge.tsx";
import { JobStatusForm } from "#app/features/admin/jobs/job-status-form.tsx";
import { countJobsByStatus, listJobs, type JobListItem } from "#app/features/admin/jobs/list-jobs.server.ts";
import { setJobStatus } from "#app/features/admin/jobs/set-job-status.server.ts";
import { parseRecordId } from "#app/features/admin/parse-record-id.ts";
import { readListPosition } from "#app/features/admin/read-list-position.server.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";
import { readStaffForm } from "#app/features/admin/read-staff-form.server.ts";
import { readKeysetPosition } from "#app/lib/paging/keyset-cursor.ts";

export const headers: Route.HeadersFunction = () => ADMIN_RESPONSE_HEADERS;

export const meta: Route.MetaFunction = () => adminMeta("Jobs");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const url = new URL(request.url);
  const filters = readJobFilters(url.searchParams);
  const position = readListPosition(url.searchParams);
  const [list, counts] = await Promise.all([listJobs(context.db, filters, position), countJobsByStatus(context.db)]);
  return data(
    {
      jobs: list.rows,
      page: { newer: list.newer, older: list.older },
      position,
      counts,
      filters,
      today: todayIsoDate(),
      notice: jobNoticeText(url.searchParams.get("notice")),
    },
    { headers: ADMIN_RESPONSE_HEADERS },
  );
}

// Close and Reopen on the list; the list comes back with the same filters, at the same page.
export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireStaff(request, context);
  const form = await readStaffForm(request);
  assertValidMutation(request, form, session);
  const intent = form.get("intent");
  if (intent !== "close" && intent !== "reopen") throw data("Unknown action.", { status: 400, headers: ADMIN_RESPONSE_HEADERS });
  const id = parseRecordId(form.get("jobId"));
  if (id === null) throw data("No such job.", { status: 404, headers: ADMIN_RESPONSE_HEADERS });
  const result = await setJobStatus(context.db, id, intent === "close" ? "closed" : "open", session.userId);
  if (result === "not-found") throw data("No such job.", { status: 404, headers: ADMIN_RESPONSE_HEADERS });
  const params = new URL(request.url).searchParams;
  const position = readKeysetPosition(params);
  throw redirect(jobsPath(readJobFilters(params), position === "invalid" ? null : position, intent === "close" ? "closed" : "reopened"), {
    status: 303,
    headers: ADMIN_RESPONSE_HEADERS,
  });
}

const STATUS_FILTERS: { status: JobStatus | null; label: string }[] = [
  { status: null, label: "All" },
  { status: "open", label: "Open" },
  { status: "closed", label: "Closed" },
];

function ApplicationsLink({ job, long }: { job: JobListItem; long?: boolean }) {
  const noun = job.applicationCount === 1 ? "application" : "applications";
  return (
    <Link to={`/admin/applications?job=${job.id}`} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-600 lg:min-h-0">
      {job.applicationCount}
      <span className={long ? undefined : "sr-only"}>&nbsp;{noun}</span>
      <span className="sr-only"> for {job.jobTitle}</span>
    </Link>
  );
}

function ValidThrough({ job, today }: { job: JobListItem; today: string }) {
  return (
    <>
      <time dateTime={job.validThrough} className="whitespace-nowrap">
        {formatJobDate(job.validThrough)}
      </time>
      {job.status === "open" && job.validThrough < today ? <span className="block text-xs text-slate-600">Passed: not on the careers page</span> : null}
    </>
  );
}

export default function Jobs({ loaderData }: Route.ComponentProps) {
  const { jobs, page, position, counts, filters, today, notice } = loaderData;
  const { status } = filters;
  const action = jobsPath(filters, position);
  const captionStatus = status === "open" ? "Open jobs" : status === "closed" ? "Closed jobs" : "All jobs";

  return (
    <AdminPage
      title="Jobs"
      description="Openings on the careers page. Closed and expired jobs stay here, hidden from visitors."
      actions={
        <Link to="/admin/jobs/new" className="btn-primary min-h-11">
          <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M10 4v12M4 10h12" />
          </svg>
          New job
        </Link>
      }
    >
      <AdminNotice message={notice} />

      <ListSearchForm
        label="Search the jobs"
        fieldLabel="Job title"
        id="jobs-search"
        value={filters.q}
        maxLength={JOB_SEARCH_MAX_LENGTH}
        keep={{ status }}
        clearHref={jobsPath({ status })}
      />
      <FilterLinks
        label="Filter jobs by status"
        links={STATUS_FILTERS.map((filter) => ({
          label: filter.label,
          href: jobsPath({ ...filters, status: filter.status }),
          current: filter.status === status,
          count: filters.q ? undefined : counts[filter.status ?? "all"],
        }))}
      />

      {jobs.length === 0 ? (
        <p className="card p-6 text-slate-700">{filters.q ? "No jobs match." : status ? `No ${status} jobs.` : "No jobs yet. Create the first one with New job."}</p>
      ) : (
        <>
          {/* Phones and tablets: one card per job. */}
          <ul aria-label={captionStatus} className="grid gap-4 md:grid-cols-2 lg:hidden">
            {jobs.map((job) => (
              <li key={job.id} className="card p-5">
                <h2 className="text-lg font-semibold">
                  <Link to={`/admin/jobs/${job.id}`} className="text-brand-900 underline underline-offset-4 hover:text-brand-700">
                    {job.jobTitle}
                  </Link>
                </h2>
                <p className="mt-1 text-slate-700">{job.location}</p>
                <div className="mt-3">
                  <JobStatusBadge status={job.status} expired={job.validThrough < today} />
                </div>
                <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
                  <div>
                    <dt className="font-semibold text-slate-600">Date posted</dt>
                    <dd className="mt-0.5 text-slate-900">
                      <time dateTime={job.datePosted}>{formatJobDate(job.datePosted)}</time>
                    </dd>
                  </div>
                  <div>
                    <dt className="font-semibold text-slate-600">Valid through</dt>
                    <dd className="mt-0.5 text-slate-900">
                      <ValidThrough job={job} today={today} />
                    </dd>
                  </div>
                  <div className="col-span-2">
                    <dt className="font-semibold text-slate-600">Applications</dt>
                    <dd>
                      <ApplicationsLink job={job} long />
                    </dd>
                  </div>
                </dl>
                <div className="mt-4 grid grid-cols-2 gap-3">
                  <Link to={`/admin/jobs/${job.id}`} className="btn-outline min-h-11 px-4 py-2 text-sm">
                    Edit<span className="sr-only"> {job.jobTitle}</span>
                  </Link>
                  <JobStatusForm jobId={job.id} jobTitle={job.jobTitle} status={job.status} action={action} />
                </div>
              </li>
            ))}
          </ul>

          {/* Wider screens: a table. */}
          <AdminTable
            caption={`${captionStatus}, newest first`}
            columns={[
              "Job title",
              "Location",
              "Status",
              "Date posted",
              "Valid through",
              { label: "Applications", className: "text-right" },
              { label: "Actions", visuallyHidden: true },
            ]}
            headings="caps"
            noWrap
            className="hidden overflow-x-auto lg:block"
          >
            <tbody className="divide-y divide-slate-200">
              {jobs.map((job) => (
                <tr key={job.id} className="align-middle">
                  <th scope="row" className="px-4 py-3 font-semibold">
                    <Link to={`/admin/jobs/${job.id}`} className="text-brand-900 underline underline-offset-4 hover:text-brand-700">
                      {job.jobTitle}
                    </Link>
                  </th>
                  <td className="px-4 py-3 text-slate-700">{job.location}</td>
                  <td className="px-4 py-3">
                    <JobStatusBadge status={job.status} expired={job.validThrough < today} />
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                    <time dateTime={job.datePosted}>{formatJobDate(job.datePosted)}</time>
                  </td>
                  <td className="px-4 py-3 text-slate-700">
                    <ValidThrough job={job} today={today} />
                  </td>
                  <td className="px-4 py-3 text-right tabular-nums">
                    <ApplicationsLink job={job} />
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex justify-end gap-2">
                      <Link to={`/admin/jobs/${job.id}`} className="btn-outline min-h-11 px-4 py-2 text-sm">
                        Edit<span className="sr-only"> {job.jobTitle}</span>
                      </Link>
                      <JobStatusForm jobId={job.id} jobTitle={job.jobTitle} status={job.status} action={action} />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </AdminTable>
        </>
      )}
      <AdminPagination label="Pages of jobs" noun="jobs" page={page} hrefFor={(at) => jobsPath(filters, at)} />
    </AdminPage>
  );
}
