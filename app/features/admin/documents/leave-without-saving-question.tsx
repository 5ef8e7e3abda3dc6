import type { Blocker } from "react-router";

/** Asked when staff follow a link away from an editor with unsaved changes. */
export function LeaveWithoutSavingQuestion({ blocker }: { blocker: Blocker }) {
  if (blocker.state !== "blocked") return null;
  return (
    <div role="alertdialog" aria-labelledby="leave-heading" className="mb-6 rounded-xl border border-accent-800/40 bg-accent-100 p-4">
      <h2 id="leave-heading" className="font-semibold text-slate-900">
        Leave without saving?
      </h2>
      <p className="mt-1 text-sm text-slate-800">Your latest changes are not saved yet.</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className="btn-primary min-h-11 px-4 py-2 text-sm" onClick={() => blocker.reset()} autoFocus>
          Stay and keep editing
        </button>
        <button type="button" className="btn-outline min-h-11 px-4 py-2 text-sm" onClick={() => blocker.proceed()}>
          Leave without saving
        </button>
      </div>
    </div>
  );
}
