import { CheckIcon } from "#app/components/sections/check-icon.tsx";
import { employmentTypeLabel } from "./employment-type-label.ts";
import { JobAction } from "./job-action.tsx";
import { JobFacts } from "./job-facts.tsx";
import type { JobOpening } from "./job-opening.ts";

/** Spec §9: a card previews the first 3 requirements; the detail view lists them all. */
export const CARD_REQUIREMENTS = 3;

// Fixed locale and time zone: the server and the browser must print the same text.
const postedDate = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

export function JobCard({ job }: { job: JobOpening }) {
  const titleId = `job-${job.id}-title`;
  return (
    <article aria-labelledby={titleId} className="card render-when-near flex w-full flex-col p-6 [--estimated-height:34rem] sm:p-7">
      <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
        <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">{employmentTypeLabel[job.employmentType]}</span>
        <span className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-700">
          Posted <time dateTime={job.datePosted}>{postedDate.format(new Date(`${job.datePosted}T00:00:00Z`))}</time>
        </span>
      </div>
      <h3 id={titleId} className="mt-4 text-xl font-semibold">
        {job.jobTitle}
      </h3>
      <JobFacts job={job} className="mt-5" />
      <h4 className="mt-6 text-sm font-semibold text-slate-900">Key requirements</h4>
      <ul className="mt-2 space-y-2 text-[0.95rem]">
        {job.requirements.slice(0, CARD_REQUIREMENTS).map((requirement) => (
          <li key={requirement} className="flex gap-2.5 leading-6">
            <CheckIcon />
            <span>{requirement}</span>
          </li>
        ))}
      </ul>
      <div className="mt-auto flex flex-wrap gap-3 pt-7">
        <JobAction action="detail" job={job} className="btn-outline flex-1 sm:flex-none" describedBy={titleId}>
          View &amp; Apply
        </JobAction>
        <JobAction action="apply" job={job} className="btn-primary flex-1 sm:flex-none" describedBy={titleId}>
          Apply Now
        </JobAction>
      </div>
    </article>
  );
}
