/*
 * Whether a library picture may be placed on a public page: only once it has alt text ("described"),
 * or staff said it is decoration, placed with alt="" ("decorative"). A screen reader user then
 * hears what the picture shows, or nothing for a flourish, never its file name.
 */

export type MediaAltState = "described" | "decorative" | "missing";

export function mediaAltState(item: { altText: string; decorative: boolean }): MediaAltState {
  if (item.decorative) return "decorative";
  return item.altText.trim() === "" ? "missing" : "described";
}
