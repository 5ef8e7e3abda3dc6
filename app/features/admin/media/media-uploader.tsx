import { useCallback, useEffect, useRef, useState, type DragEvent, type FormEvent } from "react";
import { Link, useRevalidator } from "react-router";
import { CsrfField } from "#app/features/admin/csrf-field.tsx";
import {
  MEDIA_ACCEPT,
  MEDIA_MAX_FILE_BYTES,
  MEDIA_MAX_FILES_PER_POST,
  MEDIA_MAX_PIXELS,
  MEDIA_SVG_MESSAGE,
  MEDIA_TOO_LARGE_MESSAGE,
  MEDIA_UNSUPPORTED_MESSAGE,
} from "#app/features/media/media-limits.ts";
import { formatFileSize } from "#app/lib/uploads/file-types.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import type { MediaFileResult } from "./media-file-result.ts";

/*
 * Uploading pictures. Without JavaScript it is a plain multipart form: choose pictures, press
 * Upload, and the page answers for each file. With JavaScript each file is sent on its own
 * request as soon as it is chosen or dropped, two at a time, with its own progress bar and its
 * own answer, so one refused file never holds up or hides the others.
 */

/** The URL the uploader posts each file to, one per request, and reads JSON from. */
export const MEDIA_UPLOAD_URL = "/admin/media/upload";
/** Uploads in flight at once: enough to keep the line busy while the server makes the last one's variants. */
const PARALLEL_UPLOADS = 2;
/** How often a file refused because the server was busy is sent again by itself. */
const MAX_BUSY_RETRIES = 3;

const ACCEPTED_TYPES = new Set(["image/jpeg", "image/png", "image/webp", "image/avif", "image/gif"]);
const ACCEPTED_EXTENSIONS = /\.(jpe?g|png|webp|avif|gif)$/i;
const SESSION_ENDED_MESSAGE = "Your session has ended. Sign in again in another tab, then upload this file again.";
const CONNECTION_LOST_MESSAGE = "The connection was lost before the file was stored. Check the network and upload it again.";

type Entry = {
  key: number;
  file: File;
  state: "waiting" | "uploading" | "processing" | "done" | "failed";
  /** 0 to 1 while uploading. */
  progress: number;
  message?: string;
  itemId?: number;
  previewUrl?: string;
  existingItemId?: number;
  retries: number;
};

/** A refusal the browser can see before sending: too large, or plainly not a picture the library takes. */
function refuseEarly(file: File): string | null {
  if (file.size > MEDIA_MAX_FILE_BYTES) return MEDIA_TOO_LARGE_MESSAGE;
  if (file.type === "image/svg+xml" || /\.svgz?$/i.test(file.name)) return MEDIA_SVG_MESSAGE;
  // The server reads the bytes anyway; this only spares sending a file that is obviously wrong.
  if (!ACCEPTED_TYPES.has(file.type) && !ACCEPTED_EXTENSIONS.test(file.name)) return MEDIA_UNSUPPORTED_MESSAGE;
  return null;
}

function readAnswer(status: number, text: string): MediaFileResult | { ok: false; message: string; status: number } {
  try {
    const parsed = JSON.parse(text) as MediaFileResult;
    if (typeof parsed === "object" && parsed !== null && "ok" in parsed) return parsed;
  } catch {
    // Not JSON: a plain-text refusal (an expired form, a foreign origin).
  }
  return { ok: false, status, message: text.trim() || `The server answered ${status} without an explanation. Upload the file again.` };
}

const STATE_LABELS: Record<Entry["state"], string> = {
  waiting: "Waiting",
  uploading: "Uploading…",
  processing: "Making the sizes and formats…",
  done: "Added to the library",
  failed: "Not uploaded",
};

export function MediaUploader({ action }: { action: string }) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [entries, setEntries] = useState<Entry[]>([]);
  const [dragging, setDragging] = useState(false);
  const nextKey = useRef(1);
  const active = useRef(0);
  const queue = useRef<Entry[]>([]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const update = useCallback((key: number, change: Partial<Entry>) => {
    setEntries((current) => current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));
  }, []);

  const startNext = useCallback(() => {
    while (active.current < PARALLEL_UPLOADS && queue.current.length > 0) {
      const entry = queue.current.shift()!;
      active.current += 1;
      const finish = (change: Partial<Entry>) => {
        active.current -= 1;
        update(entry.key, change);
        startNext();
      };
      const csrf = formRef.current ? new FormData(formRef.current).get("csrf") : null;
      const body = new FormData();
      // The token first: the server checks it before it reads any file.
      body.append("csrf", typeof csrf === "string" ? csrf : "");
      body.append("file", entry.file, entry.file.name);

      const request = new XMLHttpRequest();
      request.open("POST", MEDIA_UPLOAD_URL);
      request.setRequestHeader("Accept", "application/json");
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) update(entry.key, { state: "uploading", progress: event.loaded / event.total });
      };
      request.upload.onload = () => update(entry.key, { state: "processing", progress: 1 });
      request.onerror = () => finish({ state: "failed", message: CONNECTION_LOST_MESSAGE });
      request.onload = () => {
        // A session that ended sends the request on to the sign-in page.
        if (new URL(request.responseURL || MEDIA_UPLOAD_URL, window.location.href).pathname.startsWith("/admin/sign-in")) {
          return finish({ state: "failed", message: SESSION_ENDED_MESSAGE });
        }
        const answer = readAnswer(request.status, request.responseText);
        if (answer.ok) {
          finish({ state: "done", itemId: answer.itemId, previewUrl: answer.previewUrl, message: answer.notes.join(" ") || undefined });
          revalidator.revalidate();
          return;
        }
        const retryAfter = "retryAfterSeconds" in answer ? answer.retryAfterSeconds : undefined;
        if (retryAfter && entry.retries < MAX_BUSY_RETRIES) {
          active.current -= 1;
          update(entry.key, { state: "waiting", progress: 0, message: `The server is busy; sending again in ${retryAfter} seconds.` });
          const timer = setTimeout(() => {
            timers.current.delete(timer);
            queue.current.push({ ...entry, retries: entry.retries + 1 });
            startNext();
          }, retryAfter * 1000);
          timers.current.add(timer);
          startNext();
          return;
        }
        finish({ state: "failed", message: answer.message, existingItemId: "existingItemId" in answer ? answer.existingItemId : undefined });
      };
      update(entry.key, { state: "uploading", progress: 0, message: undefined });
      request.send(body);
    }
  }, [revalidator, update]);

  const addFiles = useCallback(
    (files: Iterable<File>) => {
      const added: Entry[] = [];
      for (const file of files) {
        const refusal = refuseEarly(file);
        const entry: Entry = { key: nextKey.current++, file, state: refusal ? "failed" : "waiting", progress: 0, message: refusal ?? undefined, retries: 0 };
        added.push(entry);
        if (!refusal) queue.current.push(entry);
      }
      if (added.length === 0) return;
      setEntries((current) => [...added.reverse(), ...current]);
      startNext();
    },
    [startNext],
  );

  function sendChosen(event?: FormEvent) {
    event?.preventDefault();
    const input = inputRef.current;
    if (!input?.files || input.files.length === 0) return;
    addFiles(Array.from(input.files));
    // The same file can be chosen again after a refusal.
    input.value = "";
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    addFiles(Array.from(event.dataTransfer.files));
  }

  const limits = `JPEG, PNG, WebP, AVIF or GIF, up to ${formatFileSize(MEDIA_MAX_FILE_BYTES)} and ${MEDIA_MAX_PIXELS / 1_000_000} megapixels each. SVG files are not accepted.`;

  return (
    <section aria-labelledby="media-upload-heading" className="card p-5 sm:p-6">
      <h2 id="media-upload-heading" className="text-lg font-semibold text-slate-900">
        Upload pictures
      </h2>
      <form
        ref={formRef}
        method="post"
        action={action}
        encType="multipart/form-data"
        onSubmit={hydrated ? sendChosen : undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        data-dragging={dragging || undefined}
        className="mt-4 rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 p-4 transition-colors data-dragging:border-brand-700 data-dragging:bg-brand-50 sm:p-6"
      >
        <CsrfField />
        <label htmlFor="media-files" className="block font-semibold text-slate-900">
          {hydrated ? "Drop pictures here, or choose them" : "Choose pictures"}
        </label>
        <p id="media-files-hint" className="mt-1 text-sm text-slate-600">
          {limits} {hydrated ? "Each file uploads as soon as it is chosen." : `Up to ${MEDIA_MAX_FILES_PER_POST} at once.`}
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <input
            ref={inputRef}
            id="media-files"
            type="file"
            name="file"
            multiple
            accept={MEDIA_ACCEPT}
            aria-describedby="media-files-hint"
            onChange={hydrated ? () => sendChosen() : undefined}
            className="block w-full max-w-full min-w-0 text-sm text-slate-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-900 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-brand-700 sm:w-auto"
          />
          {hydrated ? null : (
            <button type="submit" className="btn-outline min-h-11 px-4 py-2 text-sm">
              Upload
            </button>
          )}
        </div>
      </form>

      {entries.length > 0 ? (
        <ul aria-label="Uploads" aria-live="polite" className="mt-5 space-y-3">
          {entries.map((entry) => (
            <li key={entry.key} className="flex gap-3 rounded-lg border border-slate-200 bg-white p-3">
              <div className="size-14 shrink-0 overflow-hidden rounded-md bg-slate-100">
                {entry.previewUrl ? <img src={entry.previewUrl} alt="" width={56} height={56} className="size-14 object-cover" /> : null}
              </div>
              <div className="min-w-0 flex-1">
                <p className="font-semibold [overflow-wrap:anywhere] text-slate-900">{entry.file.name}</p>
                <p className="text-sm text-slate-600">
                  {formatFileSize(entry.file.size)} · <span className={entry.state === "failed" ? "font-semibold text-red-700" : undefined}>{STATE_LABELS[entry.state]}</span>
                </p>
                {entry.state === "uploading" || entry.state === "processing" ? (
                  // Full and pulsing once the bytes are sent: the server is making the variants.
                  <progress
                    max={100}
                    value={entry.state === "processing" ? 100 : Math.round(entry.progress * 100)}
                    aria-label={`Upload of ${entry.file.name}`}
                    className={`mt-2 block h-2 w-full appearance-none overflow-hidden rounded-full bg-slate-200 [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-700 ${entry.state === "processing" ? "motion-safe:animate-pulse" : ""}`}
                  />
                ) : null}
                {entry.message ? <p className={`mt-1 text-sm ${entry.state === "failed" ? "text-red-700" : "text-slate-700"}`}>{entry.message}</p> : null}
                {entry.state === "done" && entry.itemId ? (
                  <Link to={`/admin/media/${entry.itemId}`} className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline underline-offset-4">
                    Add alt text<span className="sr-only"> to {entry.file.name}</span>
                  </Link>
                ) : null}
                {entry.existingItemId ? (
                  <Link to={`/admin/media/${entry.existingItemId}`} className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline underline-offset-4">
                    Open the picture in the library
                  </Link>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
