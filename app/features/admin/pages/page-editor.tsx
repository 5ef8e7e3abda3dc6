import { useMemo, useState } from "react";
import { Link } from "react-router";
import { contentPageSchema, type ContentPage } from "#app/model/content-page.ts";
import { AvailablePictures, type AvailablePicture } from "./fields/picture-control.tsx";
import { PageBannerFields } from "./page-banner-fields.tsx";
import { PageSeoFields } from "./page-seo-fields.tsx";
import { fieldErrorsOf } from "./page-form-errors.ts";
import { PagePreviewFrame } from "./page-preview-frame.tsx";
import type { PageState } from "./page-state.ts";
import { PageStateBadge } from "./page-state-badge.tsx";
import { ScheduleControl } from "./schedule-control.tsx";
import { SectionsEditor } from "./sections-editor.tsx";
import { SharedPreviewLink } from "./shared-preview-link.tsx";
import type { PageFormAnswer, PageIntent } from "./submit-page-form.server.ts";
import { useUnsavedChangesWarning } from "./use-unsaved-changes-warning.ts";
import { ConflictPanel } from "#app/features/admin/documents/conflict-panel.tsx";
import { LeaveWithoutSavingQuestion } from "#app/features/admin/documents/leave-without-saving-question.tsx";
import { useDocumentSubmission } from "#app/features/admin/documents/use-document-submission.ts";
import { formatTimestamp } from "#app/features/admin/inbox/format-timestamp.ts";

export type EditablePage = { id: number; version: number; state: PageState; publicPath: string | null; document: ContentPage; publishAt: string | null; updatedAt: string };

type Conflict = { version: number; document: ContentPage };

/**
 * The page editor: the page's fields and sections beside a live preview. Changes are kept in the
 * browser and saved as the draft a moment after typing stops; Publish makes them public. A save
 * made from a copy someone else has since changed is refused, and both versions are shown.
 */
export function PageEditor({ page, pictures }: { page: EditablePage; pictures: readonly AvailablePicture[] }) {
  const [document, setDocument] = useState(page.document);
  const [saved, setSaved] = useState({ document: page.document, version: page.version, state: page.state, publicPath: page.publicPath, publishAt: page.publishAt, at: page.updatedAt });
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [sharedLink, setSharedLink] = useState<{ path: string; days: number } | null>(null);
  const dirty = document !== saved.document;
  const errors = useMemo(() => ({ ...fieldErrorsOf(contentPageSchema.safeParse(document)), ...serverErrors }), [document, serverErrors]);
  const blocker = useUnsavedChangesWarning(dirty);
  const { submit, busy, publishBlocked } = useDocumentSubmission<ContentPage, PageIntent, PageFormAnswer>({
    document,
    version: saved.version,
    dirty,
    held: !!conflict,
    onSend: () => setMessage(null),
    onAnswer: (answer, sent) => {
      if (answer.ok && answer.intent === "share") {
        setSharedLink({ path: answer.previewPath, days: answer.days });
      } else if (answer.ok) {
        setSaved({ document: sent.document, version: answer.version, state: answer.state, publicPath: answer.publicPath, publishAt: answer.publishAt, at: answer.savedAt });
        setConflict(null);
        if (answer.intent === "publish") setMessage("Published: visitors see this version now.");
        if (answer.intent === "schedule") setMessage("Scheduled: the draft goes public at the time you chose.");
        if (answer.intent === "unschedule") setMessage("The schedule is cancelled: the draft stays a draft.");
        if (answer.intent === "unpublish") setMessage("Unpublished: the page is no longer on the site. Its content is kept as a draft.");
      } else if (answer.problem === "stale") {
        setConflict(answer.theirs);
        setMessage(answer.message);
      } else {
        setServerErrors(answer.problem === "invalid" ? answer.fieldErrors : {});
        setMessage(answer.message);
      }
    },
  });

  function edit(next: ContentPage) {
    setServerErrors({});
    setDocument(next);
  }

  const status = busy ? "Saving…" : dirty ? "Unsaved changes" : `Draft saved ${formatTimestamp(saved.at)}`;

  return (
    <AvailablePictures.Provider value={pictures}>
      {/* Stays in view from tablet width up; on a phone it would cover a quarter of the screen. */}
      <div className="z-20 mb-6 flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 md:sticky md:top-16 nav:top-[4.5rem]">
        <PageStateBadge state={saved.state} />
        <span role="status" className="text-sm text-slate-600">
          {status}
        </span>
        <span className="flex flex-1 flex-wrap justify-end gap-2">
          {saved.publicPath ? (
            <Link to={saved.publicPath} reloadDocument className="btn-outline min-h-11 px-4 py-2 text-sm">
              View on the site
            </Link>
          ) : null}
          <button type="button" className="btn-outline min-h-11 px-4 py-2 text-sm" disabled={busy} onClick={() => submit("share")}>
            Share a preview
          </button>
          <Link to={`/admin/pages/${page.id}/revisions`} className="btn-outline min-h-11 px-4 py-2 text-sm">
            Revisions
          </Link>
          <button type="button" className="btn-outline min-h-11 px-4 py-2 text-sm" disabled={busy || !!conflict} onClick={() => submit("save")}>
            Save draft
          </button>
          {saved.state !== "unpublished" ? (
            <button type="button" className="btn-outline min-h-11 px-4 py-2 text-sm" disabled={busy || !!conflict} onClick={() => submit("unpublish")}>
              Unpublish
            </button>
          ) : null}
          <button type="button" className="btn-primary min-h-11 px-4 py-2 text-sm" disabled={publishBlocked} onClick={() => submit("publish")}>
            Publish
          </button>
        </span>
      </div>
      {message ? (
        <p role="alert" className="mb-6 rounded-lg border border-slate-300 bg-white px-4 py-3 text-slate-900">
          {message}
        </p>
      ) : null}
      {sharedLink ? <SharedPreviewLink path={sharedLink.path} days={sharedLink.days} /> : null}
      {conflict ? (
        <ConflictPanel
          summary={`Their version is titled “${conflict.document.title}” and has ${conflict.document.sections.length} sections.`}
          theirs={conflict.document}
          onTakeTheirs={() => { setDocument(conflict.document); setSaved((current) => ({ ...current, document: conflict.document, version: conflict.version })); setConflict(null); setMessage(null); }}
          onKeepMine={() => { const version = conflict.version; setConflict(null); submit("save", version); }}
        />
      ) : null}
      <LeaveWithoutSavingQuestion blocker={blocker} />
      <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="min-w-0 space-y-8">
          <ScheduleControl publishAt={saved.publishAt} busy={busy || !!conflict} error={serverErrors.publishAt} onSchedule={(iso) => submit("schedule", saved.version, { publishAt: iso })} onCancel={() => submit("unschedule")} />
          <PageBannerFields page={document} onChange={edit} errors={errors} />
          <PageSeoFields page={document} onChange={edit} errors={errors} />
          <SectionsEditor sections={document.sections} onChange={(sections) => edit({ ...document, sections })} errors={errors} />
        </div>
        <div className="min-w-0 xl:sticky xl:top-36 xl:h-[calc(100vh-10rem)]">
          <PagePreviewFrame src={`/admin/pages/${page.id}/preview`} document={document} />
        </div>
      </div>
    </AvailablePictures.Provider>
  );
}
