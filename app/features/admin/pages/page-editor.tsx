import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { Link, useFetcher, useRouteLoaderData } from "react-router";
import type { loader as adminLayoutLoader } from "#app/routes/admin/layout.tsx";
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
import { formatTimestamp } from "#app/features/admin/inbox/format-timestamp.ts";

// A draft is saved this long after the last change: often enough that little is at risk, rarely enough not to save every keystroke.
const AUTOSAVE_AFTER_MS = 2_000;

export type EditablePage = { id: number; version: number; state: PageState; publicPath: string | null; document: ContentPage; publishAt: string | null; updatedAt: string };

type Conflict = { version: number; document: ContentPage };

/**
 * The page editor: the page's fields and sections beside a live preview. Changes are kept in the
 * browser and saved as the draft a moment after typing stops; Publish makes them public. A save
 * made from a copy someone else has since changed is refused, and both versions are shown.
 */
export function PageEditor({ page, pictures }: { page: EditablePage; pictures: readonly AvailablePicture[] }) {
  const layout = useRouteLoaderData<typeof adminLayoutLoader>("routes/admin/layout");
  const fetcher = useFetcher<PageFormAnswer>();
  const [document, setDocument] = useState(page.document);
  const [saved, setSaved] = useState({ document: page.document, version: page.version, state: page.state, publicPath: page.publicPath, publishAt: page.publishAt, at: page.updatedAt });
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [sharedLink, setSharedLink] = useState<{ path: string; days: number } | null>(null);
  const submitted = useRef<{ document: ContentPage; intent: PageIntent } | null>(null);
  const queued = useRef<{ intent: PageIntent; extra: Record<string, string> } | null>(null);
  const dirty = document !== saved.document;
  const busy = fetcher.state !== "idle";
  // Publishing may be asked for while a draft is being saved: it is sent once the save is answered.
  const publishBlocked = (busy && fetcher.formData?.get("intent") !== "save") || !!conflict;
  const errors = useMemo(() => ({ ...fieldErrorsOf(contentPageSchema.safeParse(document)), ...serverErrors }), [document, serverErrors]);
  const blocker = useUnsavedChangesWarning(dirty);

  function submit(intent: PageIntent, version = saved.version, extra: Record<string, string> = {}) {
    if (!layout) return;
    // One request at a time: a second one sent now would name the version the first is moving the
    // page on from, and be refused as if someone else had saved. A draft save is left to the
    // autosave; anything else is sent with the new version once the first is answered.
    if (submitted.current) {
      if (intent !== "save") queued.current = { intent, extra };
      return;
    }
    submitted.current = { document, intent };
    setMessage(null);
    fetcher.submit({ [layout.csrfField]: layout.csrfToken, intent, version: String(version), document: JSON.stringify(document), ...extra }, { method: "post" });
  }

  function edit(next: ContentPage) {
    setServerErrors({});
    setDocument(next);
  }

  // What the server said about the last submission, taken in before the browser paints: painted
  // first, the buttons would be enabled for a frame with the version before this save, and a
  // Publish clicked then would be refused as if someone else had saved.
  useLayoutEffect(() => {
    const answer = fetcher.data;
    const sent = submitted.current;
    if (!answer || !sent || fetcher.state !== "idle") return;
    submitted.current = null;
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
    const next = queued.current;
    queued.current = null;
    if (answer.ok && next) submit(next.intent, "version" in answer ? answer.version : saved.version, next.extra);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `submit` reads this render's document
  }, [fetcher.data, fetcher.state]);

  // Autosave: the draft is stored shortly after the last change, unless a conflict waits for a decision.
  useEffect(() => {
    if (!dirty || conflict || busy) return;
    const timer = setTimeout(() => submit("save"), AUTOSAVE_AFTER_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `submit` reads the latest state when the timer fires
  }, [document, dirty, conflict, busy]);

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
