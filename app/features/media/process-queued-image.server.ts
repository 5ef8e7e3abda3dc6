import type { MediaKind } from "#app/db/schema.ts";
import { processImage, type ProcessedImage } from "./process-image.server.ts";
import { MediaRefusalError, type MediaRefusal } from "./media-refusal.ts";
import { mediaProcessingQueue, ProcessingQueueFullError, type ProcessingQueue } from "./processing-queue.server.ts";

export type QueuedImageResult = { ok: true; image: ProcessedImage } | { ok: false; refusal: MediaRefusal } | { ok: false; busy: true };

/**
 * Makes a picture's variants in the process's bounded queue (ADR 014): the request that brought
 * the file waits for its turn; a full queue answers at once. A refusal of the file itself comes
 * back as a value, so each file of a post gets its own answer; any other error is thrown.
 */
export async function processQueuedImage(file: { data: Buffer; kind: MediaKind }, queue: ProcessingQueue = mediaProcessingQueue): Promise<QueuedImageResult> {
  try {
    return { ok: true, image: await queue.run(() => processImage(file.data, file.kind)) };
  } catch (error) {
    if (error instanceof MediaRefusalError) return { ok: false, refusal: error.refusal };
    if (error instanceof ProcessingQueueFullError) return { ok: false, busy: true };
    throw error;
  }
}
