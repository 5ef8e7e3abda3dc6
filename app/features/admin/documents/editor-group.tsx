import type { ReactNode } from "react";

/** One titled part of an editor's form (the settings, the home page, the gallery): a landmark its heading names and a contents list can link to. */
export function EditorGroup({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
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
