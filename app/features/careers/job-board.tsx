import { useCallback, useState } from "react";
import { ModalDialog } from "#app/components/modal/modal-dialog.tsx";
import type { SubmissionReply } from "#app/lib/forms/submission-reply.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { ApplicationForm } from "./application-form.tsx";
import { JobCard } from "./job-card.tsx";
import { JobDetail } from "./job-detail.tsx";
import type { JobOpening } from "./job-opening.ts";

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

export type JobBoardProps = {
  jobs: readonly JobOpening[];
  /** The panel the page's address asks for (`?job=` or `?apply=`). */
  requestedPanel: Panel | null;
  maxCvBytes: number;
  /** The action's reply to an application sent without JavaScript. */
  applicationReply?: SubmissionReply;
};

/**
 * The openings and their two dialogs. With JavaScript, 'View & Apply' and 'Apply Now' open modal
 * dialogs; without it they are links that render the same panel in the page, above the list.
 */
export function JobBoard({ jobs, requestedPanel, maxCvBytes, applicationReply }: JobBoardProps) {
  const hydrated = useHydrated();
  const [panel, setPanel] = useState<Panel | null>(requestedPanel);
  const selected = panel ? jobs.find((job) => job.id === panel.jobId) : undefined;

  // Closing the panel the address asked for drops the request from it, so a reload does not reopen it.
  const forgetUrlPanel = useCallback(() => {
    const url = new URL(location.href);
    if (!url.searchParams.has("apply") && !url.searchParams.has("job")) return;
    url.searchParams.delete("apply");
    url.searchParams.delete("job");
    history.replaceState(history.state, "", url.pathname + url.search + url.hash);
  }, []);
  const closeDetail = useCallback(() => {
    setPanel((current) => (current?.kind === "detail" ? null : current));
    forgetUrlPanel();
  }, [forgetUrlPanel]);
  const closeApply = useCallback(() => {
    setPanel((current) => (current?.kind === "apply" ? null : current));
    forgetUrlPanel();
  }, [forgetUrlPanel]);

  return (
    <>
      {!hydrated && selected && panel ? (
        <section id="job-panel" aria-labelledby="job-panel-heading" className="card mb-10 scroll-mt-24 p-6 sm:p-8">
          {panel.kind === "detail" ? (
            <>
              <h3 id="job-panel-heading" className="text-2xl font-semibold">
                {selected.postTitle}
              </h3>
              <div className="mt-6">
                <JobDetail job={selected} hydrated={false} onApply={() => {}} />
              </div>
            </>
          ) : (
            <>
              <h3 id="job-panel-heading" className="text-2xl font-semibold">
                Apply for this position
              </h3>
              <p className="mt-2 mb-6 text-slate-600">{selected.postTitle}</p>
              <ApplicationForm job={selected} maxCvBytes={maxCvBytes} serverReply={applicationReply} />
            </>
          )}
        </section>
      ) : null}

      <ul className="grid gap-6 md:grid-cols-2 md:max-xl:balanced-2 xl:grid-cols-3 xl:balanced-3">
        {jobs.map((job) => (
          <li key={job.id} className="flex">
            <JobCard
              job={job}
              hydrated={hydrated}
              onView={() => setPanel({ kind: "detail", jobId: job.id })}
              onApply={() => setPanel({ kind: "apply", jobId: job.id })}
            />
          </li>
        ))}
      </ul>

      {hydrated ? (
        <>
          <ModalDialog open={panel?.kind === "detail" && Boolean(selected)} onClose={closeDetail} title={selected?.postTitle ?? ""} size="lg">
            {selected ? <JobDetail job={selected} hydrated onApply={() => setPanel({ kind: "apply", jobId: selected.id })} /> : null}
          </ModalDialog>
          <ModalDialog open={panel?.kind === "apply" && Boolean(selected)} onClose={closeApply} title="Apply for this position" size="md">
            {selected ? (
              <>
                <p className="mb-5 text-slate-600">
                  <span className="font-semibold text-slate-900">{selected.postTitle}</span>
                </p>
                <ApplicationForm job={selected} maxCvBytes={maxCvBytes} inDialog onSucceeded={() => setPanel(null)} />
              </>
            ) : null}
          </ModalDialog>
        </>
      ) : null}
    </>
  );
}
