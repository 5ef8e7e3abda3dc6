import { useMemo, useState, type ReactNode } from "react";
import { Link } from "react-router";
import type { z } from "zod";
import { formatTimestamp } from "#app/features/admin/inbox/format-timestamp.ts";
import { fieldErrorsOf, type FieldErrors } from "#app/features/admin/pages/page-form-errors.ts";
import { PageStateBadge } from "#app/features/admin/pages/page-state-badge.tsx";
import { useUnsavedChangesWarning } from "#app/features/admin/pages/use-unsaved-changes-warning.ts";
import { ConflictPanel } from "./conflict-panel.tsx";
import type { DocumentFormAnswer, DocumentIntent } from "./document-form-answer.ts";
import { LeaveWithoutSavingQuestion } from "./leave-without-saving-question.tsx";
import { useDocumentSubmission } from "./use-document-submission.ts";

export type EditableDocument<Document> = { version: number; document: Document; hasUnpublishedChanges: boolean; updatedAt: string };

type SiteDocumentEditorProps<Document> = {
  editable: EditableDocument<Document>;
  /** The rules a publish must meet: the editor marks each field that breaks one as it is typed. */
  schema: z.ZodType<Document>;
  /** Names the document in messages: "Published: every page shows these settings now." */
  publishedMessage: string;
  revisionsPath: string;
  /** What the other person's version is, in a sentence, when a save was refused. */
  describeTheirs: (theirs: Document) => string;
  children: (document: Document, edit: (next: Document) => void, errors: FieldErrors) => ReactNode;
};

/**
 * The editor of a site-wide document (the settings, the home page). Changes are saved a moment
 * after typing stops and stay unpublished until Publish puts them on the site. A save made from a
 * copy someone else has since changed is refused, and both versions are offered; leaving with
 * unsaved changes asks first; unpublished changes can be discarded after a question.
 */
export function SiteDocumentEditor<Document>({ editable, schema, publishedMessage, revisionsPath, describeTheirs, children }: SiteDocumentEditorProps<Document>) {
  const [document, setDocument] = useState(editable.document);
  const [saved, setSaved] = useState({ document: editable.document, version: editable.version, hasUnpublishedChanges: editable.hasUnpublishedChanges, at: editable.updatedAt });
  const [conflict, setConflict] = useState<{ version: number; document: Document } | null>(null);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const dirty = document !== saved.document;
  const errors = useMemo(() => ({ ...fieldErrorsOf(schema.safeParse(document)), ...serverErrors }), [schema, document, serverErrors]);
  const blocker = useUnsavedChangesWarning(dirty);
  const { submit, busy, publishBlocked } = useDocumentSubmission<Document, DocumentIntent, DocumentFormAnswer<Document>>({
    document,
    version: saved.version,
    dirty,
    held: !!conflict,
    onSend: () => setMessage(null),
    onAnswer: (answer, sent) => {
      if (answer.ok) {
        // A discard brings back what is public; a save or a publish keeps what was sent, even if typing went on meanwhile.
        const kept = answer.intent === "discard" ? answer.document : sent.document;
        if (answer.intent === "discard") setDocument(answer.document);
        setSaved({ document: kept, version: answer.version, hasUnpublishedChanges: answer.hasUnpublishedChanges, at: answer.savedAt });
        setConflict(null);
        setConfirmingDiscard(false);
        if (answer.intent === "publish") setMessage(publishedMessage);
        if (answer.intent === "discard") setMessage("The unpublished changes are discarded: the editor shows what visitors see.");
      } else if (answer.problem === "stale") {
        setConflict(answer.theirs);
        setMessage(answer.message);
      } else {
        setServerErrors(answer.fieldErrors);
        setMessage(answer.message);
      }
    },
  });

  function edit(next: Document) {
    setServerErrors({});
    setDocument(next);
  }

  const status = busy ? "Saving…" : dirty ? "Unsaved changes" : saved.hasUnpublishedChanges ? `Changes saved ${formatTimestamp(saved.at)}, not published` : `Published ${formatTimestamp(saved.at)}`;
  const errorCount = Object.keys(errors).length;

  return (
    <>
      {/* Stays in view from tablet width up; on a phone it would cover a quarter of the screen. */}
      <div className="z-20 mb-6 flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 md:sticky md:top-16 nav:top-[4.5rem]">
        <PageStateBadge state={saved.hasUnpublishedChanges || dirty ? "changed" : "published"} />
        <span role="status" className="text-sm text-slate-600">
          {status}
        </span>
        <span className="flex flex-1 flex-wrap justify-end gap-2">
          <Link to={revisionsPath} className="btn-outline min-h-11 px-4 py-2 text-sm">
            Revisions
          </Link>
          {saved.hasUnpublishedChanges ? (
            <button type="button" className="btn-outline min-h-11 px-4 py-2 text-sm" disabled={busy || !!conflict} aria-expanded={confirmingDiscard} aria-controls="discard-question" onClick={() => setConfirmingDiscard(true)}>
              Discard changes
            </button>
          ) : null}
          <button type="button" className="btn-outline min-h-11 px-4 py-2 text-sm" disabled={busy || !!conflict || !dirty} onClick={() => submit("save")}>
            Save
          </button>
          <button type="button" className="btn-primary min-h-11 px-4 py-2 text-sm" disabled={publishBlocked} onClick={() => submit("publish")}>
            Publish
          </button>
        </span>
      </div>
      {confirmingDiscard ? (
        <div id="discard-question" role="alertdialog" aria-labelledby="discard-heading" className="mb-6 rounded-xl border border-accent-800/40 bg-accent-100 p-4">
          <h2 id="discard-heading" className="font-semibold text-slate-900">
            Discard the unpublished changes?
          </h2>
          <p className="mt-1 text-sm text-slate-800">The editor goes back to what visitors see now. A published version can still be restored from Revisions.</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" className="btn-primary min-h-11 px-4 py-2 text-sm" autoFocus onClick={() => setConfirmingDiscard(false)}>
              Keep the changes
            </button>
            <button type="button" className="btn-outline min-h-11 px-4 py-2 text-sm" disabled={busy} onClick={() => submit("discard")}>
              Discard them
            </button>
          </div>
        </div>
      ) : null}
      {message ? (
        <p role="alert" className="mb-6 rounded-lg border border-slate-300 bg-white px-4 py-3 text-slate-900">
          {message}
        </p>
      ) : null}
      {conflict ? (
        <ConflictPanel
          summary={describeTheirs(conflict.document)}
          theirs={conflict.document}
          onTakeTheirs={() => { setDocument(conflict.document); setSaved((current) => ({ ...current, document: conflict.document, version: conflict.version })); setConflict(null); setMessage(null); }}
          onKeepMine={() => { const version = conflict.version; setConflict(null); submit("save", version); }}
        />
      ) : null}
      <LeaveWithoutSavingQuestion blocker={blocker} />
      {errorCount > 0 ? (
        <p className="mb-6 text-sm text-slate-700">{errorCount === 1 ? "One field needs" : `${errorCount} fields need`} attention before publishing; each is marked below.</p>
      ) : null}
      {children(document, edit, errors)}
    </>
  );
}
