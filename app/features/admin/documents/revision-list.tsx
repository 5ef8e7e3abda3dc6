import type { ReactNode } from "react";
import { Form } from "react-router";
import { CsrfField } from "#app/features/admin/csrf-field.tsx";
import { formatTimestamp } from "#app/features/admin/inbox/format-timestamp.ts";

export type RevisionEntry = { id: number; createdAt: string; note: string | null; author: string | null };

type RevisionListProps<Revision extends RevisionEntry> = {
  revisions: Revision[];
  /** The version of what is in the editor now: a restore made from a list older than that is refused. */
  version: number;
  /** What differs between the revision and the editor now. */
  difference: (revision: Revision) => ReactNode;
  /** Whether restoring the revision would change anything. */
  restorable: (revision: Revision) => boolean;
  /** What the restore button does, e.g. "Restore as the draft". */
  restoreLabel: string;
};

/**
 * Published versions, newest first, each with who published it, what differs from the editor now,
 * and a button bringing it back into the editor (to check and publish: what is public stays).
 */
export function RevisionList<Revision extends RevisionEntry>({ revisions, version, difference, restorable, restoreLabel }: RevisionListProps<Revision>) {
  return (
    <ol className="space-y-4">
      {revisions.map((revision, index) => (
        <li key={revision.id} className="card p-5">
          <h2 className="font-semibold text-slate-900">
            <time dateTime={revision.createdAt}>{formatTimestamp(revision.createdAt)}</time>
            {index === 0 ? <span className="ml-2 text-sm font-normal text-slate-600">(the latest publish)</span> : null}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Published by {revision.author ?? "the site's setup"}
            {revision.note ? <>: “{revision.note}”</> : null}
          </p>
          <div className="mt-3">{difference(revision)}</div>
          {restorable(revision) ? (
            <Form method="post" className="mt-4">
              <CsrfField />
              <input type="hidden" name="revisionId" value={revision.id} />
              <input type="hidden" name="version" value={version} />
              <button type="submit" className="btn-outline min-h-11 px-4 py-2 text-sm" aria-label={`${restoreLabel}: the version of ${formatTimestamp(revision.createdAt)}`}>
                {restoreLabel}
              </button>
            </Form>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
