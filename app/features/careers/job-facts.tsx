import type { JobOpening } from "./job-opening.ts";

/** Experience, salary (only when published), openings, location and availability (spec §2). */
export function JobFacts({ job, className = "" }: { job: JobOpening; className?: string }) {
  const facts: [string, string][] = [
    ["Experience", job.experience],
    ...(job.salary ? ([["Salary", job.salary]] as [string, string][]) : []),
    ["Openings", String(job.openings)],
    ["Location", job.location],
    ["Availability", job.availability],
  ];
  return (
    <dl className={`fact-list grid grid-cols-2 gap-x-6 gap-y-3 text-[0.95rem] ${className}`}>
      {facts.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
