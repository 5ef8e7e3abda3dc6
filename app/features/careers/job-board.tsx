import { PrivacyNote } from "#app/components/forms/privacy-note.tsx";
import { ModalDialog } from "#app/components/modal/modal-dialog.tsx";
import { privacyNote } from "#app/content/privacy-note.ts";
import { Island } from "#app/islands/island.tsx";
import type { SubmissionReply } from "#app/lib/forms/submission-reply.ts";
import { ApplicationForm } from "./application-form.tsx";
import type { ApplicationFormIslandProps } from "./application-form-island.tsx";
import { JobCard } from "./job-card.tsx";
import { JobDetail } from "./job-detail.tsx";
import { APPLICATION_DIALOG_ID, detailDialogId } from "./job-dialog-ids.ts";
import type { JobOpening } from "./job-opening.ts";

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "kairav-job-board": React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}

export type Panel = { kind: "detail" | "apply"; jobId: number };

/** `?job=3` shows an opening in full, `?apply=3` its application form: shareable, and the no-JavaScript path. */
export function panelFromUrl(searchParams: URLSearchParams, jobs: readonly JobOpening[]): Panel | null {
  for (const [param, kind] of [
    ["apply", "apply"],
    ["job", "detail"],
  ] as const) {
    const jobId = Number(searchParams.get(param));
    if (Number.isInteger(jobId) && jobs.some((job) => job.id === jobId)) return { kind, jobId };
  }
  return null;
}

type JobBoardProps = {
  jobs: readonly JobOpening[];
  /** The panel the page's address asks for (`?job=` or `?apply=`). */
  requestedPanel: Panel | null;
  maxCvBytes: number;
  /** The action's reply to an application sent without JavaScript. */
  applicationReply?: SubmissionReply;
};

/**
 * The openings, server markup only. Without JavaScript 'View & Apply' and 'Apply Now' are links
 * that render the panel the address asks for in the page, above the list. With it,
 * `<kairav-job-board>` (job-board-element.ts) makes them buttons that open the opening's detail
 * dialog or the one application dialog, and opens the dialog the address asks for instead of the
 * panel. The application form in that dialog is the page's only island: it learns which opening
 * it is for from the dialog's attributes, which the element sets.
 */
export function JobBoard({ jobs, requestedPanel, maxCvBytes, applicationReply }: JobBoardProps) {
  const selected = requestedPanel ? jobs.find((job) => job.id === requestedPanel.jobId) : undefined;
  return (
    <kairav-job-board data-application-dialog={APPLICATION_DIALOG_ID} className="contents">
      {selected && requestedPanel ? (
        <section
          id="job-panel"
          data-panel={requestedPanel.kind}
          data-job-id={selected.id}
          aria-labelledby="job-panel-heading"
          className="card mb-10 scroll-mt-24 p-6 sm:p-8"
        >
          {requestedPanel.kind === "detail" ? (
            <>
              <h3 id="job-panel-heading" className="text-2xl font-semibold">
                {selected.postTitle}
              </h3>
              <div className="mt-6">
                <JobDetail job={selected} />
              </div>
            </>
          ) : (
            <>
              <h3 id="job-panel-heading" className="text-2xl font-semibold">
                Apply for this position
              </h3>
              <p className="mt-2 mb-6 text-slate-600">{selected.postTitle}</p>
              <ApplicationForm job={selected} maxCvBytes={maxCvBytes} serverReply={applicationReply} />
              <PrivacyNote note={privacyNote} />
            </>
          )}
        </section>
      ) : null}

      <ul className="grid gap-6 md:grid-cols-2 md:max-xl:balanced-2 xl:grid-cols-3 xl:balanced-3">
        {jobs.map((job) => (
          <li key={job.id} className="flex">
            <JobCard job={job} />
          </li>
        ))}
      </ul>

      {/* Outside the list: a card's item holds the card alone. Closed, and not shown without JavaScript. */}
      {jobs.map((job) => (
        <ModalDialog key={job.id} id={detailDialogId(job.id)} title={job.postTitle} size="lg">
          <JobDetail job={job} />
        </ModalDialog>
      ))}
      <ModalDialog id={APPLICATION_DIALOG_ID} title="Apply for this position" size="md">
        {/*
          The island renders nothing until the dialog opens, so the server renders its empty
          wrapper without importing it. Were the island's module imported here, the bundler would
          put the form it loads on demand (which this page also imports, for the panel) in this
          route's chunk, and opening the dialog would load that chunk, React Router with it.
        */}
        <Island name="application-form" props={{ maxCvBytes, dialogId: APPLICATION_DIALOG_ID } satisfies ApplicationFormIslandProps} />
        {/* Below the form the island draws, in the page's own HTML: no script. */}
        <PrivacyNote note={privacyNote} />
      </ModalDialog>
    </kairav-job-board>
  );
}
