import { useCallback, useMemo, useSyncExternalStore } from "react";
import type { JobOpening } from "./job-opening.ts";

export type JobAppliedFor = Pick<JobOpening, "id" | "jobTitle" | "postTitle">;

function dialogWithId(dialogId: string): HTMLDialogElement | null {
  const dialog = document.getElementById(dialogId);
  return dialog instanceof HTMLDialogElement ? dialog : null;
}

/**
 * The opening the application dialog is open for, as the attributes the job board's element set
 * on it say (`data-job-id`, `data-job-title`, `data-post-title`: job-board-element.ts); null while
 * the dialog is closed, and on the server.
 */
export function useJobAppliedFor(dialogId: string): JobAppliedFor | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const dialog = dialogWithId(dialogId);
      if (!dialog) return () => {};
      const observer = new MutationObserver(onChange);
      observer.observe(dialog, { attributes: true, attributeFilter: ["open", "data-job-id", "data-job-title", "data-post-title"] });
      return () => observer.disconnect();
    },
    [dialogId],
  );
  // A string, so that an unchanged dialog gives React the same snapshot.
  const read = useCallback(() => {
    const dialog = dialogWithId(dialogId);
    const { jobId, jobTitle = "", postTitle = "" } = dialog?.open ? dialog.dataset : {};
    return jobId ? JSON.stringify({ id: Number(jobId), jobTitle, postTitle } satisfies JobAppliedFor) : "";
  }, [dialogId]);
  const snapshot = useSyncExternalStore(subscribe, read, () => "");
  return useMemo(() => (snapshot ? (JSON.parse(snapshot) as JobAppliedFor) : null), [snapshot]);
}
