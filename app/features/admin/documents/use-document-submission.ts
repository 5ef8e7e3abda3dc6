import { useEffect, useLayoutEffect, useRef } from "react";
import { useFetcher, useRouteLoaderData } from "react-router";
import type { loader as adminLayoutLoader } from "#app/routes/admin/layout.tsx";

// A draft is saved this long after the last change: often enough that little is at risk, rarely enough not to save every keystroke.
const AUTOSAVE_AFTER_MS = 2_000;

type Sent<Document, Intent> = { document: Document; intent: Intent };

type DocumentSubmissionOptions<Document, Intent, Answer> = {
  document: Document;
  /** The version the document was last saved as: a submission names it, and is refused if another save came since. */
  version: number;
  /** Edits not saved yet: the autosave stores them. */
  dirty: boolean;
  /** Nothing but a draft save goes while this holds (a conflict waits for a decision), and the autosave waits. */
  held: boolean;
  /** Each submission as it is sent. */
  onSend: () => void;
  /** The server's answer to a submission, taken in before the browser paints. */
  onAnswer: (answer: Answer, sent: Sent<Document, Intent>) => void;
};

/**
 * How an editor of the staff console (a page, the settings, the home page) sends its document:
 * one request at a time, the draft saved a moment after the last change, and what is asked for
 * while a request is on its way sent once that one is answered, from the version it made.
 */
export function useDocumentSubmission<Document, Intent extends string, Answer extends { ok: boolean }>({
  document,
  version,
  dirty,
  held,
  onSend,
  onAnswer,
}: DocumentSubmissionOptions<Document, Intent | "save", Answer>) {
  const layout = useRouteLoaderData<typeof adminLayoutLoader>("routes/admin/layout");
  const fetcher = useFetcher<Answer>();
  const submitted = useRef<Sent<Document, Intent | "save"> | null>(null);
  const queued = useRef<{ intent: Intent | "save"; extra: Record<string, string> } | null>(null);
  const busy = fetcher.state !== "idle";
  // Publishing may be asked for while a draft is being saved: it is sent once the save is answered.
  const publishBlocked = (busy && fetcher.formData?.get("intent") !== "save") || held;

  function submit(intent: Intent | "save", fromVersion = version, extra: Record<string, string> = {}) {
    if (!layout) return;
    // One request at a time: a second one sent now would name the version the first is moving the
    // document on from, and be refused as if someone else had saved. A draft save is left to the
    // autosave; anything else is sent with the new version once the first is answered.
    if (submitted.current) {
      if (intent !== "save") queued.current = { intent, extra };
      return;
    }
    submitted.current = { document, intent };
    onSend();
    fetcher.submit({ [layout.csrfField]: layout.csrfToken, intent, version: String(fromVersion), document: JSON.stringify(document), ...extra }, { method: "post" });
  }

  // Taken in before the browser paints: painted first, the buttons would be enabled for a frame
  // with the version before this save, and a Publish clicked then would be refused as if someone
  // else had saved.
  useLayoutEffect(() => {
    // The action answers with plain data, which arrives as it was sent.
    const answer = fetcher.data as Answer | undefined;
    const sent = submitted.current;
    if (!answer || !sent || fetcher.state !== "idle") return;
    submitted.current = null;
    onAnswer(answer, sent);
    const next = queued.current;
    queued.current = null;
    // An answer without a version (a shared preview link) left the document where it was.
    const madeVersion = "version" in answer && typeof answer.version === "number" ? answer.version : version;
    if (answer.ok && next) submit(next.intent, madeVersion, next.extra);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `submit` and `onAnswer` read this render's state
  }, [fetcher.data, fetcher.state]);

  // The autosave: the draft is stored shortly after the last change, unless something holds it.
  // The timer sends what this render's `submit` holds, so it starts again whenever that changes:
  // the version too, which an answer moves on while the document stays as the visitor left it
  // (typed into while a save was on its way), and a timer left from the render before the answer
  // would name the version the save replaced, and be refused as if someone else had saved.
  useEffect(() => {
    if (!dirty || held || busy) return;
    const timer = setTimeout(() => submit("save"), AUTOSAVE_AFTER_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- these are what `submit` reads that an edit or an answer changes
  }, [document, version, dirty, held, busy]);

  return { submit, busy, publishBlocked };
}
