import { useEffect, useState } from "react";
import { PREVIEW_MESSAGE, PREVIEW_READY_MESSAGE } from "./preview-messages.ts";

/**
 * Inside a preview frame: the document the editor around it posts, starting from `initial`. Only
 * messages from the framing editor of this origin count; on load the frame asks for the latest.
 */
export function usePreviewedDocument<Document>(initial: Document): Document {
  const [document, setDocument] = useState<Document>(initial);
  useEffect(() => {
    const show = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      const message = event.data as { type?: string; document?: Document };
      if (message?.type === PREVIEW_MESSAGE && message.document) setDocument(message.document);
    };
    window.addEventListener("message", show);
    if (window.parent !== window) window.parent.postMessage({ type: PREVIEW_READY_MESSAGE }, window.location.origin);
    return () => window.removeEventListener("message", show);
  }, []);
  return document;
}
