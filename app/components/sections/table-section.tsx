import type { SectionOf } from "#app/model/section.ts";
import { SectionShell } from "./section-shell.tsx";

/*
 * A content table holds a few columns of prose: a name, then a sentence or two about it. People
 * read it one row at a time and never compare it down a column, so below 768 px each row becomes a
 * card (the row's name as its title, each other cell under its column heading as a small label;
 * a two-column table needs none: a name and what it is read plainly) instead of a table that scrolls sideways, which would push the column with the words off the
 * screen. It stays one real <table>: explicit roles keep its semantics where `display: block`
 * drops them (Safari), the column headings stay for screen readers (only visually hidden), and the
 * labels repeated in the cards are hidden from screen readers, which announce the headings already.
 * Tables of figures to compare across rows are another kind: those scroll sideways with a sticky
 * first column (see post-content.tsx).
 */
export function TableSection({ section, tinted }: { section: SectionOf<"table">; tinted: boolean }) {
  const labelled = section.columns.length > 2;
  return (
    <SectionShell id={section.id} heading={section.heading} intro={section.intro} tinted={tinted}>
      <div className="md:overflow-hidden md:rounded-2xl md:border md:border-slate-200 md:bg-white">
        <table role="table" aria-labelledby={`${section.id}-heading`} className="w-full border-collapse text-left max-md:block">
          <thead role="rowgroup" className="bg-brand-900 text-white max-md:sr-only">
            <tr role="row">
              {section.columns.map((column) => (
                <th key={column} role="columnheader" scope="col" className="px-5 py-3.5 text-sm font-semibold tracking-wide">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup" className="max-md:grid max-md:gap-4 md:divide-y md:divide-slate-200">
            {section.rows.map((row) => (
              <tr key={row.join("|")} role="row" className="align-top max-md:card max-md:block max-md:p-5 md:even:bg-slate-50">
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={cell} role="rowheader" scope="row" className="font-semibold text-slate-900 max-md:block max-md:text-lg md:w-1/4 md:px-5 md:py-4">
                      {cell}
                    </th>
                  ) : (
                    <td key={`${index}-${cell}`} role="cell" className={`leading-7 max-md:block md:px-5 md:py-4 ${labelled ? "max-md:mt-3" : "max-md:mt-1"}`}>
                      {labelled ? (
                        <span aria-hidden="true" className="block text-xs font-semibold tracking-wide text-brand-700 uppercase md:hidden">
                          {section.columns[index]}
                        </span>
                      ) : null}
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SectionShell>
  );
}
