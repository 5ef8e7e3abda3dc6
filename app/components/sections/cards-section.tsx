import type { SectionOf } from "#app/model/section.ts";
import { CheckIcon } from "./check-icon.tsx";
import { SectionShell } from "./section-shell.tsx";

// balanced-N (app.css) keeps a lone last card from sitting off to one side.
const columnClasses = {
  2: "md:grid-cols-2 md:balanced-2",
  3: "md:grid-cols-2 md:max-lg:balanced-2 lg:grid-cols-3 lg:balanced-3",
  4: "sm:grid-cols-2 sm:max-lg:balanced-2 lg:grid-cols-4 lg:balanced-4",
};

export function CardsSection({ section, tinted }: { section: SectionOf<"cards">; tinted: boolean }) {
  return (
    <SectionShell id={section.id} heading={section.heading} intro={section.intro} tinted={tinted}>
      <ul className={`grid gap-6 ${columnClasses[section.columns ?? 3]}`}>
        {section.cards.map((card) => (
          <li key={card.title} className="card flex flex-col p-6">
            <span aria-hidden="true" className="block h-1.5 w-10 rounded-full bg-accent-500" />
            <h3 className="mt-4 text-lg font-semibold">{card.title}</h3>
            <p className="mt-2 leading-7">{card.body}</p>
            {card.points?.length ? (
              <ul className="mt-4 space-y-2 text-[0.95rem]">
                {card.points.map((point) => (
                  <li key={point} className="flex gap-2.5 leading-6">
                    <CheckIcon />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
