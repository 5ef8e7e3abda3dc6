import { lazy, Suspense, useEffect } from "react";
import type { ModalDialogElement } from "#app/components/modal/modal-dialog-element.ts";
import { useJobAppliedFor } from "./use-job-applied-for.ts";

export type ApplicationFormIslandProps = {
  maxCvBytes: number;
  /** The application dialog the form is in, which names the opening it is open for. */
  dialogId: string;
};

// The form's code is not needed before the visitor means to apply: it loads when they point at or
// focus an Apply Now button, or at the latest when the dialog opens.
const loadForm = () => import("./application-form.tsx");
const ApplicationForm = lazy(() => loadForm().then((module) => ({ default: module.ApplicationForm })));

/** Success closes the dialog: its toast shows on a region outside it, loaded, like the toast, on demand. */
function showToastsOutsideDialog() {
  void import("#app/components/toast/toast-region-root.tsx").then((module) => module.mountToastRegion());
}

function onApplyIntent(event: Event) {
  if (!(event.target instanceof Element) || !event.target.closest('[data-job-action="apply"]')) return;
  void loadForm();
  document.removeEventListener("pointerover", onApplyIntent);
  document.removeEventListener("focusin", onApplyIntent);
}

/**
 * The careers page's application form, in the application dialog: the page's only island. It
 * renders while the dialog is open (also when it opened before the island was hydrated), for the
 * opening the dialog's attributes name, so each opening starts from an empty form; success closes
 * the dialog. A refusal shows in the form, behind which a toast would sit; the success toast
 * shows outside the closed dialog.
 */
export function ApplicationFormIsland({ maxCvBytes, dialogId }: ApplicationFormIslandProps) {
  const job = useJobAppliedFor(dialogId);

  useEffect(() => {
    document.addEventListener("pointerover", onApplyIntent);
    document.addEventListener("focusin", onApplyIntent);
  }, []);

  const succeeded = () => {
    showToastsOutsideDialog();
    document.getElementById(dialogId)?.closest<ModalDialogElement>("kairav-modal-dialog")?.close();
  };
  if (!job) return null;
  return (
    <>
      <p className="mb-5 text-slate-600">
        <span className="font-semibold text-slate-900">{job.postTitle}</span>
      </p>
      <Suspense fallback={null}>
        <ApplicationForm job={job} maxCvBytes={maxCvBytes} inDialog onSucceeded={succeeded} />
      </Suspense>
    </>
  );
}
