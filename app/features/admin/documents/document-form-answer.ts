import type { FieldErrors } from "#app/features/admin/pages/page-form-errors.ts";

export const DOCUMENT_INTENTS = ["save", "publish", "discard"] as const;
export type DocumentIntent = (typeof DOCUMENT_INTENTS)[number];

/** What a site-wide document's editor learns from a save, a publish or a discard. */
export type DocumentFormAnswer<Document> =
  | { ok: true; intent: DocumentIntent; version: number; document: Document; hasUnpublishedChanges: boolean; savedAt: string }
  | { ok: false; problem: "invalid"; message: string; fieldErrors: FieldErrors }
  | { ok: false; problem: "stale"; message: string; theirs: { version: number; document: Document } };

const WHAT = { settings: "the settings", home: "the home page", celebrations: "the celebrations gallery" } as const;

/** The messages of a refused save, naming the document. */
export function documentMessages(name: keyof typeof WHAT) {
  return {
    stale: `Someone else saved ${WHAT[name]} after you opened it, so your save was refused. Your changes are still here: look at their version, then keep yours or take theirs.`,
    invalid: `Some fields need attention before ${WHAT[name]} can be published. Each is marked below.`,
  };
}
