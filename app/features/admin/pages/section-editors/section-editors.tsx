import type { ComponentType } from "react";
import type { Section, SectionKind, SectionOf } from "#app/model/section.ts";
import type { FieldErrors } from "../page-form-errors.ts";
import { CardsSectionEditor } from "./cards-section-editor.tsx";
import { DiagramSectionEditor } from "./diagram-section-editor.tsx";
import { DocumentLinkSectionEditor } from "./document-link-section-editor.tsx";
import { ListSectionEditor } from "./list-section-editor.tsx";
import type { SectionEditorProps } from "./section-editor-props.ts";
import { SliderSectionEditor } from "./slider-section-editor.tsx";
import { StatsSectionEditor } from "./stats-section-editor.tsx";
import { StepsSectionEditor } from "./steps-section-editor.tsx";
import { TableSectionEditor } from "./table-section-editor.tsx";
import { TestimonialsSectionEditor } from "./testimonials-section-editor.tsx";
import { TextSectionEditor } from "./text-section-editor.tsx";
import { UseCasesSectionEditor } from "./use-cases-section-editor.tsx";
import { NO_PICTURE } from "../fields/picture-control.tsx";

/**
 * Each section kind's editor, its name in the palette and the section a new one starts as. The
 * mapped type makes a kind added to the model without an editor a type error here.
 */
type SectionKindEditing = { [Kind in SectionKind]: { label: string; editor: ComponentType<SectionEditorProps<Kind>>; blank: (id: string) => SectionOf<Kind> } };

export const sectionKindEditing: SectionKindEditing = {
  text: { label: "Text", editor: TextSectionEditor, blank: (id) => ({ kind: "text", id, heading: "", paragraphs: [""] }) },
  list: { label: "List of points", editor: ListSectionEditor, blank: (id) => ({ kind: "list", id, heading: "", items: [""] }) },
  cards: { label: "Cards", editor: CardsSectionEditor, blank: (id) => ({ kind: "cards", id, heading: "", cards: [{ title: "", body: "" }] }) },
  steps: { label: "Steps", editor: StepsSectionEditor, blank: (id) => ({ kind: "steps", id, heading: "", steps: [{ title: "", body: "" }] }) },
  diagram: { label: "Diagram", editor: DiagramSectionEditor, blank: (id) => ({ kind: "diagram", id, heading: "", picture: NO_PICTURE, enlargeable: true }) },
  table: { label: "Table", editor: TableSectionEditor, blank: (id) => ({ kind: "table", id, heading: "", columns: ["", ""], rows: [["", ""]] }) },
  slider: { label: "Slider", editor: SliderSectionEditor, blank: (id) => ({ kind: "slider", id, heading: "", label: "", slides: [], showDots: true, showArrows: true }) },
  "use-cases": { label: "Use cases", editor: UseCasesSectionEditor, blank: (id) => ({ kind: "use-cases", id, heading: "", buttonLabel: "Read More", useCases: [] }) },
  stats: { label: "Figures", editor: StatsSectionEditor, blank: (id) => ({ kind: "stats", id, stats: [{ value: "", label: "" }] }) },
  "document-link": { label: "Document link", editor: DocumentLinkSectionEditor, blank: (id) => ({ kind: "document-link", id, heading: "", body: "", href: "", linkLabel: "" }) },
  testimonials: { label: "Testimonials", editor: TestimonialsSectionEditor, blank: (id) => ({ kind: "testimonials", id, heading: "", label: "Testimonials", testimonials: [{ quote: "", name: "", designation: "" }] }) },
};

export const sectionKinds = Object.keys(sectionKindEditing) as SectionKind[];

/** The editor of any section, by its kind. */
export function SectionEditor({ id, section, onChange, errors }: { id: string; section: Section; onChange: (section: Section) => void; errors: FieldErrors }) {
  const Editor = sectionKindEditing[section.kind].editor as ComponentType<SectionEditorProps<typeof section.kind>>;
  return <Editor id={id} section={section as never} onChange={onChange as never} errors={errors} />;
}
