/**
 * The answer for one uploaded file: what the uploader shows beside it (as JSON) and what the
 * console's no-script upload lists. Shared by both sides so they read the same shape.
 */
export type MediaFileResult =
  | {
      ok: true;
      fileName: string;
      itemId: number;
      /** A small variant to show at once. */
      previewUrl: string;
      /** Said beside the file, e.g. that an animation was kept as its first frame. */
      notes: string[];
    }
  | {
      ok: false;
      fileName: string;
      status: 400 | 403 | 409 | 413 | 415 | 503;
      message: string;
      /** For a duplicate: the item that already holds the picture. */
      existingItemId?: number;
      /** For a busy server: when to try again. */
      retryAfterSeconds?: number;
    };

export const ANIMATION_DROPPED_NOTE = "The animation was not kept: the library shows its first frame.";

export function duplicateMessage(existingName: string): string {
  return `This picture is already in the library as “${existingName}”. Use that one, or replace its file.`;
}
