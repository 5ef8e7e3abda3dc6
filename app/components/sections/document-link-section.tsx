import type { SectionOf } from "#app/model/section.ts";

export function DocumentLinkSection({ section, tinted }: { section: SectionOf<"document-link">; tinted: boolean }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`} className={`py-12 ${tinted ? "bg-slate-50" : "bg-white"}`}>
      <div className="container-page">
        <div className="flex flex-col items-start gap-6 rounded-2xl border border-brand-100 bg-brand-50 p-8 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id={`${section.id}-heading`} className="text-2xl font-bold">
              {section.heading}
            </h2>
            <p className="mt-2 leading-7">{section.body}</p>
          </div>
          <a href={section.href} target="_blank" rel="noopener" className="btn-primary shrink-0">
            {section.linkLabel}
            <span className="sr-only"> (PDF, opens in a new tab)</span>
          </a>
        </div>
      </div>
    </section>
  );
}
