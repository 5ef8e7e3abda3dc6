import { TextControl } from "../fields/text-controls.tsx";
import { moveItem } from "../fields/move-item.ts";
import { toolButtonClass } from "../fields/tool-button.ts";
import { HeadingFields } from "./heading-fields.tsx";
import type { SectionEditorProps } from "./section-editor-props.ts";


/** Columns and rows change together: adding or removing a column adds or removes that cell in every row. */
export function TableSectionEditor({ id, section, onChange, errors }: SectionEditorProps<"table">) {
  const { columns, rows } = section;
  const setColumns = (next: string[], rowsNext: string[][]) => onChange({ ...section, columns: next, rows: rowsNext });
  return (
    <>
      <HeadingFields id={id} section={section} onChange={onChange} errors={errors} />
      <fieldset className="rounded-xl border border-slate-200 p-4">
        <legend className="px-1 font-semibold text-slate-900">Columns</legend>
        {errors.columns ? <p className="mb-2 text-sm font-medium text-red-700">{errors.columns}</p> : null}
        <ol className="space-y-3">
          {columns.map((column, index) => (
            <li key={index} className="flex flex-wrap items-end gap-2">
              <div className="min-w-48 flex-1">
                <TextControl id={`${id}-column-${index}`} label={`Column ${index + 1} heading`} value={column} onChange={(value) => setColumns(columns.map((entry, at) => (at === index ? value : entry)), rows)} error={errors[`columns.${index}`]} />
              </div>
              <button type="button" className={toolButtonClass} disabled={index === 0} aria-label={`Move column ${index + 1} left`} onClick={() => setColumns(moveItem(columns, index, index - 1), rows.map((row) => moveItem(row, index, index - 1)))}>
                Left
              </button>
              <button type="button" className={toolButtonClass} disabled={index === columns.length - 1} aria-label={`Move column ${index + 1} right`} onClick={() => setColumns(moveItem(columns, index, index + 1), rows.map((row) => moveItem(row, index, index + 1)))}>
                Right
              </button>
              <button type="button" className={toolButtonClass} aria-label={`Remove column ${index + 1}`} onClick={() => setColumns(columns.filter((_, at) => at !== index), rows.map((row) => row.filter((_, at) => at !== index)))}>
                Remove
              </button>
            </li>
          ))}
        </ol>
        <button type="button" className={`${toolButtonClass} mt-3`} onClick={() => setColumns([...columns, ""], rows.map((row) => [...row, ""]))}>
          Add column
        </button>
      </fieldset>
      <fieldset className="rounded-xl border border-slate-200 p-4">
        <legend className="px-1 font-semibold text-slate-900">Rows</legend>
        {errors.rows ? <p className="mb-2 text-sm font-medium text-red-700">{errors.rows}</p> : null}
        <ol className="space-y-4">
          {rows.map((row, rowIndex) => (
            <li key={rowIndex} className="rounded-lg border border-slate-200 bg-slate-50/60 p-3">
              <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
                <span className="text-sm font-semibold text-slate-700">Row {rowIndex + 1}</span>
                <span className="flex gap-1.5">
                  <button type="button" className={toolButtonClass} disabled={rowIndex === 0} aria-label={`Move row ${rowIndex + 1} up`} onClick={() => onChange({ ...section, rows: moveItem(rows, rowIndex, rowIndex - 1) })}>
                    Up
                  </button>
                  <button type="button" className={toolButtonClass} disabled={rowIndex === rows.length - 1} aria-label={`Move row ${rowIndex + 1} down`} onClick={() => onChange({ ...section, rows: moveItem(rows, rowIndex, rowIndex + 1) })}>
                    Down
                  </button>
                  <button type="button" className={toolButtonClass} aria-label={`Remove row ${rowIndex + 1}`} onClick={() => onChange({ ...section, rows: rows.filter((_, at) => at !== rowIndex) })}>
                    Remove
                  </button>
                </span>
              </div>
              {errors[`rows.${rowIndex}`] ? <p className="mb-2 text-sm font-medium text-red-700">{errors[`rows.${rowIndex}`]}</p> : null}
              <div className="grid gap-3 sm:grid-cols-2">
                {columns.map((column, cellIndex) => (
                  <TextControl
                    key={cellIndex}
                    id={`${id}-row-${rowIndex}-${cellIndex}`}
                    label={column || `Column ${cellIndex + 1}`}
                    required={false}
                    value={row[cellIndex] ?? ""}
                    onChange={(value) => onChange({ ...section, rows: rows.map((entry, at) => (at === rowIndex ? columns.map((_, cell) => (cell === cellIndex ? value : (entry[cell] ?? ""))) : entry)) })}
                  />
                ))}
              </div>
            </li>
          ))}
        </ol>
        <button type="button" className={`${toolButtonClass} mt-3`} onClick={() => onChange({ ...section, rows: [...rows, columns.map(() => "")] })}>
          Add row
        </button>
      </fieldset>
    </>
  );
}
