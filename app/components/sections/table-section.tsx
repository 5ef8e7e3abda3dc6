import type { Section } from "#app/content/content-page.ts";
import { SectionShell } from "./section-shell.tsx";

export function TableSection({ section, tinted }: { section: Extract<Section, { kind: "table" }>; tinted: boolean }) {
  return (
    <SectionShell id={section.id} heading={section.heading} intro={section.intro} tinted={tinted}>
      {/* The wrapper scrolls sideways on narrow screens; it is focusable so keyboard users can scroll it too. */}
      <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white" tabIndex={0} role="region" aria-labelledby={`${section.id}-heading`}>
        <table className="w-full min-w-[36rem] border-collapse text-left">
          <thead className="bg-brand-900 text-white">
            <tr>
              {section.columns.map((column) => (
                <th key={column} scope="col" className="px-5 py-3.5 text-sm font-semibold tracking-wide">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {section.rows.map((row) => (
              <tr key={row.join("|")} className="align-top even:bg-slate-50">
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={cell} scope="row" className="px-5 py-4 font-semibold text-slate-900">
                      {cell}
                    </th>
                  ) : (
                    <td key={`${index}-${cell}`} className="px-5 py-4 leading-7">
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
