import { useState } from "react";
import type { Section, SectionKind } from "#app/model/section.ts";
import { fieldControlClass } from "#app/components/forms/form-field.tsx";
import { moveItem } from "./fields/move-item.ts";
import { toolButtonClass } from "./fields/tool-button.ts";
import { errorsUnder, type FieldErrors } from "./page-form-errors.ts";
import { SectionEditor, sectionKindEditing, sectionKinds } from "./section-editors/section-editors.tsx";


/** An id no section of the page uses yet, from the words given. */
function freeId(sections: readonly Section[], base: string): string {
  const taken = new Set(sections.map((section) => section.id));
  for (let number = 1; ; number += 1) {
    const candidate = number === 1 ? base : `${base}-${number}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** "2. Cloud management services": its place and its heading, or its kind when it has none. */
function sectionName(section: Section, index: number): string {
  const heading = "heading" in section && section.heading ? section.heading : sectionKindEditing[section.kind].label;
  return `${index + 1}. ${heading}`;
}

type Deleted = { section: Section; index: number };

/**
 * The page's sections in order: each opens to its kind's editor; moved, duplicated or deleted with
 * buttons that work from the keyboard. A deletion can be undone until the next one.
 */
export function SectionsEditor({ sections, onChange, errors }: { sections: Section[]; onChange: (sections: Section[]) => void; errors: FieldErrors }) {
  const [kind, setKind] = useState<SectionKind>("text");
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [deleted, setDeleted] = useState<Deleted | null>(null);

  function focusLater(id: string) {
    requestAnimationFrame(() => document.getElementById(id)?.focus());
  }
  function setSectionOpen(id: string, isOpen: boolean) {
    setOpen((current) => {
      const next = new Set(current);
      if (isOpen) next.add(id);
      else next.delete(id);
      return next;
    });
  }
  function move(from: number, to: number, button: "up" | "down") {
    onChange(moveItem(sections, from, to));
    // Focus stays with the moved section: on the same button, or the other one once it reached an end.
    const edge = to === 0 ? "down" : to === sections.length - 1 ? "up" : button;
    focusLater(`section-${sections[from]!.id}-${edge}`);
  }
  function duplicate(index: number) {
    const copy = { ...structuredClone(sections[index]!), id: freeId(sections, `${sections[index]!.id}-copy`) };
    onChange([...sections.slice(0, index + 1), copy, ...sections.slice(index + 1)]);
    setSectionOpen(copy.id, true);
  }
  function remove(index: number) {
    setDeleted({ section: sections[index]!, index });
    onChange(sections.filter((_, at) => at !== index));
    focusLater("section-undo");
  }
  function undo() {
    if (!deleted) return;
    const restored = { ...deleted.section, id: freeId(sections, deleted.section.id) };
    onChange([...sections.slice(0, deleted.index), restored, ...sections.slice(deleted.index)]);
    setDeleted(null);
    focusLater(`section-${restored.id}-summary`);
  }
  function add() {
    const section = sectionKindEditing[kind].blank(freeId(sections, kind === "use-cases" ? "use-cases" : `${kind}-section`));
    onChange([...sections, section]);
    setSectionOpen(section.id, true);
    focusLater(`section-${section.id}-summary`);
  }

  return (
    <section aria-labelledby="sections-heading" className="space-y-4">
      <h2 id="sections-heading" className="text-lg font-semibold text-slate-900">
        Sections
      </h2>
      <div aria-live="polite">
        {deleted ? (
          <p className="flex flex-wrap items-center gap-3 rounded-lg border border-accent-800/30 bg-accent-100 px-4 py-3 text-sm text-slate-900">
            Deleted the section “{"heading" in deleted.section && deleted.section.heading ? deleted.section.heading : sectionKindEditing[deleted.section.kind].label}”.
            <button id="section-undo" type="button" className={toolButtonClass} onClick={undo}>
              Undo
            </button>
          </p>
        ) : null}
      </div>
      <ol className="space-y-3">
        {sections.map((section, index) => {
          const sectionErrors = errorsUnder(errors, `sections.${index}`);
          const hasErrors = Object.keys(sectionErrors).length > 0;
          return (
            <li key={section.id} className="card overflow-hidden">
              <details open={open.has(section.id)} onToggle={(event) => setSectionOpen(section.id, event.currentTarget.open)}>
                <summary id={`section-${section.id}-summary`} className="flex cursor-pointer flex-wrap items-center gap-2 px-4 py-3 font-semibold text-slate-900">
                  <span>{sectionName(section, index)}</span>
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600">{sectionKindEditing[section.kind].label}</span>
                  {hasErrors ? <span className="text-sm font-medium text-red-700">Needs attention</span> : null}
                </summary>
                <div role="group" aria-labelledby={`section-${section.id}-summary`} className="space-y-4 border-t border-slate-200 p-4">
                  <SectionEditor id={`section-${index}`} section={section} onChange={(next) => onChange(sections.map((entry, at) => (at === index ? next : entry)))} errors={sectionErrors} />
                </div>
              </details>
              <div className="flex flex-wrap gap-1.5 border-t border-slate-100 bg-slate-50 px-4 py-2">
                <button type="button" id={`section-${section.id}-up`} className={toolButtonClass} disabled={index === 0} onClick={() => move(index, index - 1, "up")} aria-label={`Move up: section ${sectionName(section, index)}`}>
                  Move up
                </button>
                <button type="button" id={`section-${section.id}-down`} className={toolButtonClass} disabled={index === sections.length - 1} onClick={() => move(index, index + 1, "down")} aria-label={`Move down: section ${sectionName(section, index)}`}>
                  Move down
                </button>
                <button type="button" className={toolButtonClass} onClick={() => duplicate(index)} aria-label={`Duplicate section ${sectionName(section, index)}`}>
                  Duplicate
                </button>
                <button type="button" className={toolButtonClass} onClick={() => remove(index)} aria-label={`Delete section ${sectionName(section, index)}`}>
                  Delete
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="card flex flex-wrap items-end gap-3 p-4">
        <div className="min-w-56 flex-1">
          <label htmlFor="new-section-kind" className="font-semibold text-slate-900">
            Kind of section to add
          </label>
          <select id="new-section-kind" className={fieldControlClass} value={kind} onChange={(event) => setKind(event.target.value as SectionKind)}>
            {sectionKinds.map((option) => (
              <option key={option} value={option}>
                {sectionKindEditing[option].label}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="btn-outline min-h-12" onClick={add}>
          Add section
        </button>
      </div>
    </section>
  );
}
