import type { SectionKind, SectionOf } from "#app/model/section.ts";
import type { FieldErrors } from "../page-form-errors.ts";

/** What every section kind's editor gets: its section, where to send changes, and the schema's complaints about it. */
export type SectionEditorProps<Kind extends SectionKind> = {
  /** Prefix of every control's id, unique on the page. */
  id: string;
  section: SectionOf<Kind>;
  onChange: (section: SectionOf<Kind>) => void;
  /** Errors with paths relative to the section ("heading", "cards.1.title"). */
  errors: FieldErrors;
};
