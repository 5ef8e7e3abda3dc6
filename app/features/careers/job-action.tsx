import type { ReactNode } from "react";
import { detailDialogId } from "./job-dialog-ids.ts";
import type { JobOpening } from "./job-opening.ts";

type JobActionProps = {
  /** 'View & Apply' shows the opening in full, 'Apply Now' its application form. */
  action: "detail" | "apply";
  job: JobOpening;
  className: string;
  describedBy?: string;
  children: ReactNode;
};

/**
 * 'View & Apply' and 'Apply Now': a link to the same panel rendered in the page, which works
 * without JavaScript. The job board's element (job-board-element.ts) turns each into a button
 * that opens a dialog instead: 'View & Apply' the opening's detail dialog (`data-dialog`), 'Apply
 * Now' the application dialog, for the opening its other data attributes name.
 */
export function JobAction({ action, job, className, describedBy, children }: JobActionProps) {
  const apply = action === "apply";
  return (
    <a
      href={`/careers?${apply ? "apply" : "job"}=${job.id}#job-panel`}
      className={className}
      aria-describedby={describedBy}
      data-job-action={action}
      data-job-id={job.id}
      data-dialog={apply ? undefined : detailDialogId(job.id)}
      data-job-title={apply ? job.jobTitle : undefined}
      data-post-title={apply ? job.postTitle : undefined}
    >
      {children}
    </a>
  );
}
