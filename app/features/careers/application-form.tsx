import { SubmissionForm } from "#app/components/forms/submission-form.tsx";
import { useCaptcha } from "#app/features/captcha/use-captcha.ts";
import type { SubmissionReply } from "#app/lib/forms/submission-reply.ts";
import { CV_EXTENSIONS } from "#app/lib/uploads/file-types.ts";
import type { JobOpening } from "./job-opening.ts";

type ApplicationFormProps = {
  job: Pick<JobOpening, "id" | "jobTitle">;
  maxCvBytes: number;
  serverReply?: SubmissionReply;
  /** Inside the dialog: refusals show in the form, success closes the dialog. */
  inDialog?: boolean;
  onSucceeded?: () => void;
};

/** The application form; the job's id and title travel along (the server trusts only the id). */
export function ApplicationForm({ job, maxCvBytes, serverReply, inDialog = false, onSucceeded }: ApplicationFormProps) {
  const captcha = useCaptcha();
  return (
    <SubmissionForm
      idPrefix={`application-${job.id}`}
      action={`/careers?apply=${job.id}#job-panel`}
      endpoint="/api/applications"
      loadSchema={() => import("./application-schema.ts").then((module) => module.createApplicationSchema({ maxCvBytes }))}
      file={{ field: "cv", label: "Upload CV", extensions: CV_EXTENSIONS, maxBytes: maxCvBytes }}
      submitLabel="Submit application"
      busyLabel="Sending your application…"
      hiddenFields={{ jobId: String(job.id), jobTitle: job.jobTitle }}
      captcha={captcha}
      serverReply={serverReply}
      inlineErrors={inDialog}
      onSucceeded={onSucceeded}
    />
  );
}
