/*
 * What the upload checks note about a file they accept, so staff know before they open it. The
 * codes are stored with the attachment (a JSON array); the words are shown in the inbox. Shared
 * by the server, which stores the codes, and the staff pages, which show the words.
 */

export const CONTENT_WARNINGS = {
  /** A PDF with scripts, launch actions, embedded files or an action that runs when it opens. */
  "active-content": {
    words: "contains active content",
    advice: "Open it only in a viewer that blocks scripts.",
  },
  /** Bytes after the real end of a PDF or image: often a camera's trailer, sometimes a second file. */
  "data-after-end": {
    words: "has extra data after its end",
    advice: "The extra data may be another file hidden behind this one; open it only in its usual viewer.",
  },
  /** A part the checks could not read (an object stream too large or in an unknown encoding, an image they could not follow to its end). */
  "not-fully-checked": {
    words: "could not be checked completely",
    advice: "Open it only in a viewer that blocks scripts.",
  },
} as const satisfies Record<string, { words: string; advice: string }>;

export type ContentWarning = keyof typeof CONTENT_WARNINGS;

function isContentWarning(value: unknown): value is ContentWarning {
  return typeof value === "string" && Object.hasOwn(CONTENT_WARNINGS, value);
}

/** The note staff read next to the file, e.g. "This file contains active content. Open it only in a viewer that blocks scripts." */
export function contentWarningNote(warning: ContentWarning): string {
  const { words, advice } = CONTENT_WARNINGS[warning];
  return `This file ${words}. ${advice}`;
}

/** "contains active content and has extra data after its end": the words of several warnings as one phrase. */
export function contentWarningWords(warnings: readonly ContentWarning[]): string {
  const words = warnings.map((warning) => CONTENT_WARNINGS[warning].words);
  return words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/** The column's text: `[]` for a file checked and found clean, which a null (stored before the checks existed) is not. */
export function serializeContentWarnings(warnings: readonly ContentWarning[]): string {
  return JSON.stringify(warnings);
}

/**
 * The stored column read back. Null (a file stored before the checks existed) and anything
 * unreadable read as no warnings; a code this version does not know is left out rather than
 * shown as a code.
 */
export function parseContentWarnings(stored: string | null): ContentWarning[] {
  if (stored === null) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? [...new Set(parsed.filter(isContentWarning))] : [];
  } catch {
    return [];
  }
}
