import type { ReactNode } from "react";

/** One titled part of the settings form, a landmark the editor's contents list links to. */
export function SettingsGroup({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="card min-w-0 scroll-mt-36 space-y-4 p-4 sm:p-6">
      <div>
        <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
