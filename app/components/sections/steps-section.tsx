import type { SectionOf } from "#app/model/section.ts";
import { SectionShell } from "./section-shell.tsx";

export function StepsSection({ section, tinted }: { section: SectionOf<"steps">; tinted: boolean }) {
  return (
    <SectionShell id={section.id} heading={section.heading} intro={section.intro} tinted={tinted}>
      <ol className="grid gap-6 md:grid-cols-2 md:max-lg:balanced-2 lg:grid-cols-3 lg:balanced-3">
        {section.steps.map((step, index) => (
          <li key={step.title} className="relative rounded-2xl border border-brand-100 bg-white p-6">
            <span aria-hidden="true" className="text-sm font-bold tracking-wider text-brand-700">
              STEP {String(index + 1).padStart(2, "0")}
            </span>
            <h3 className="mt-2 text-lg font-semibold">{step.title}</h3>
            <p className="mt-2 leading-7">{step.body}</p>
          </li>
        ))}
      </ol>
    </SectionShell>
  );
}
