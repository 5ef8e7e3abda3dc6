import { useId } from "react";
import type { SectionOf } from "#app/model/section.ts";
import { SectionShell } from "./section-shell.tsx";
import { UseCaseModal } from "./use-case-modal.tsx";

export function UseCasesSection({ section, tinted }: { section: SectionOf<"use-cases">; tinted: boolean }) {
  const dialogIds = useId();
  return (
    <SectionShell id={section.id} heading={section.heading} intro={section.intro} tinted={tinted}>
      <ul className="grid gap-6 md:grid-cols-2 md:max-lg:balanced-2 lg:grid-cols-3 lg:balanced-3" data-testid="use-case-cards">
        {section.useCases.map((useCase, index) => (
          <li key={useCase.id} className="card flex flex-col overflow-hidden">
            <div className="border-b border-slate-200 bg-brand-50">
              <img src={useCase.image.src} alt="" width={useCase.image.width} height={useCase.image.height} loading="lazy" decoding="async" className="h-auto w-full" />
            </div>
            <div className="flex flex-1 flex-col p-6">
              {useCase.tag ? <p className="text-sm font-semibold text-brand-700">{useCase.tag}</p> : null}
              <h3 className="mt-1 text-lg font-semibold">{useCase.title}</h3>
              <p className="mt-2 flex-1 leading-7">{useCase.summary}</p>
              <button
                type="button"
                data-opens-dialog={`${dialogIds}-${index}`}
                aria-label={`${section.buttonLabel}: ${useCase.title}`}
                className="btn-primary mt-6 self-start"
              >
                {section.buttonLabel}
              </button>
            </div>
            <UseCaseModal useCase={useCase} id={`${dialogIds}-${index}`} />
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
