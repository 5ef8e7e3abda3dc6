import { CheckIcon } from "#app/components/sections/check-icon.tsx";
import { employmentTypeLabel } from "./employment-type-label.ts";
import { JobAction } from "./job-action.tsx";
import { JobFacts } from "./job-facts.tsx";
import type { JobOpening } from "./job-opening.ts";

/** The whole opening: summary, facts, every requirement and an Apply Now button (spec §2 'View & Apply'). */
export function JobDetail({ job }: { job: JobOpening }) {
  return (
    <div className="space-y-6">
      <div>
        <p className="text-sm font-semibold text-brand-700">{employmentTypeLabel[job.employmentType]}</p>
        <p className="mt-2 leading-7">{job.summary}</p>
      </div>
      <JobFacts job={job} className="rounded-xl bg-slate-50 p-5" />
      <section>
        <h3 className="text-base font-semibold tracking-wide text-brand-800 uppercase">Requirements</h3>
        <ul className="mt-3 space-y-2.5">
          {job.requirements.map((requirement) => (
            <li key={requirement} className="flex gap-2.5 leading-7">
              <CheckIcon />
              <span>{requirement}</span>
            </li>
          ))}
        </ul>
      </section>
      <div className="flex justify-end border-t border-slate-200 pt-5">
        <JobAction action="apply" job={job} className="btn-primary">
          Apply Now
        </JobAction>
      </div>
    </div>
  );
}
