import { Form } from "react-router";
import type { JobStatus } from "#app/db/schema.ts";
import { CsrfField } from "#app/features/admin/csrf-field.tsx";

type JobStatusFormProps = {
  jobId: number;
  jobTitle: string;
  status: JobStatus;
  /** The page whose action handles the change; it redirects back with a notice. */
  action: string;
  className?: string;
};

/** 'Close' for an open job, 'Reopen' for a closed one: a plain post that works without JavaScript. */
export function JobStatusForm({ jobId, jobTitle, status, action, className = "" }: JobStatusFormProps) {
  const closing = status === "open";
  return (
    <Form method="post" action={action} className={className}>
      <CsrfField />
      <input type="hidden" name="jobId" value={jobId} />
      <input type="hidden" name="intent" value={closing ? "close" : "reopen"} />
      <button type="submit" className="btn-outline min-h-11 w-full px-4 py-2 text-sm lg:min-w-24">
        {closing ? "Close" : "Reopen"}
        <span className="sr-only"> {jobTitle}</span>
      </button>
    </Form>
  );
}
