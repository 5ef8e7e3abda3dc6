import { useEffect, useRef, useState } from "react";
import { PREVIEW_MESSAGE, PREVIEW_READY_MESSAGE } from "./preview-messages.ts";

const WIDTHS = { desktop: "100%", phone: "390px" } as const;

/**
 * The page as visitors will see it, rendered by the public components inside a frame of a preview
 * route (`src`), so phone width means the real phone layout. Every change is posted to the frame,
 * which renders it at once: no request per keystroke.
 */
export function PagePreviewFrame<Document>({ src, document }: { src: string; document: Document }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [width, setWidth] = useState<keyof typeof WIDTHS>("desktop");
  const latest = useRef(document);
  latest.current = document;

  useEffect(() => {
    frame.current?.contentWindow?.postMessage({ type: PREVIEW_MESSAGE, document }, window.location.origin);
  }, [document]);

  useEffect(() => {
    // A frame that (re)loaded asks for the page: it may have missed the last change.
    const answer = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if ((event.data as { type?: string })?.type === PREVIEW_READY_MESSAGE) frame.current?.contentWindow?.postMessage({ type: PREVIEW_MESSAGE, document: latest.current }, window.location.origin);
    };
    window.addEventListener("message", answer);
    return () => window.removeEventListener("message", answer);
  }, []);

  return (
    <section aria-labelledby="preview-heading" className="flex h-full flex-col">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id="preview-heading" className="text-lg font-semibold text-slate-900">
          Live preview
        </h2>
        <div role="group" aria-label="Preview width" className="flex gap-1">
          {(Object.keys(WIDTHS) as (keyof typeof WIDTHS)[]).map((option) => (
            <button key={option} type="button" aria-pressed={width === option} onClick={() => setWidth(option)} className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 aria-pressed:border-brand-800 aria-pressed:bg-brand-900 aria-pressed:text-white">
              {option === "desktop" ? "Full width" : "Phone"}
            </button>
          ))}
        </div>
      </div>
      <div className="flex-1 overflow-hidden rounded-xl border border-slate-300 bg-slate-200">
        <iframe ref={frame} title="Live preview of the page" src={src} className="mx-auto block h-full min-h-[32rem] max-w-full bg-white" style={{ width: WIDTHS[width] }} />
      </div>
    </section>
  );
}
