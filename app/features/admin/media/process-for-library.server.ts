import { MEDIA_QUEUE_FULL_MESSAGE, MEDIA_QUEUE_RETRY_AFTER_SECONDS } from "#app/features/media/media-limits.ts";
import type { ProcessedImage } from "#app/features/media/process-image.server.ts";
import { processQueuedImage } from "#app/features/media/process-queued-image.server.ts";
import type { ReceivedMediaFile } from "#app/features/media/read-media-upload.server.ts";
import type { MediaFileResult } from "./media-file-result.ts";

/**
 * Makes a received picture into its variants through the bounded queue, or says for the uploader
 * why not: the queue is full (503, to send again after a while) or the file is refused.
 */
export async function processForLibrary(file: ReceivedMediaFile): Promise<{ ok: true; image: ProcessedImage } | { ok: false; result: MediaFileResult }> {
  const processed = await processQueuedImage(file);
  if (processed.ok) return { ok: true, image: processed.image };
  if ("busy" in processed) return { ok: false, result: { ok: false, fileName: file.fileName, status: 503, message: MEDIA_QUEUE_FULL_MESSAGE, retryAfterSeconds: MEDIA_QUEUE_RETRY_AFTER_SECONDS } };
  return { ok: false, result: { ok: false, fileName: file.fileName, ...processed.refusal } };
}
