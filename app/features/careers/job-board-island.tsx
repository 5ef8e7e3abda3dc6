import { DeferredToastRegion } from "#app/components/toast/deferred-toast.tsx";
import { JobBoard, type JobBoardProps } from "./job-board.tsx";

/** The openings with their dialogs, forms and toasts: the part of the careers page React hydrates. */
export function JobBoardIsland(props: JobBoardProps) {
  return (
    <>
      <DeferredToastRegion />
      <JobBoard {...props} />
    </>
  );
}
