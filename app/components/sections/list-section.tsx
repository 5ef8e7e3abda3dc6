import type { SectionOf } from "#app/model/section.ts";
import { CheckIcon } from "./check-icon.tsx";
import { SectionShell } from "./section-shell.tsx";

const columnClasses = { 1: "", 2: "md:grid-cols-2", 3: "md:grid-cols-2 lg:grid-cols-3" };

export function ListSection({ section, tinted }: { section: SectionOf<"list">; tinted: boolean }) {
  const numbered = section.style === "numbered";
  const List = numbered ? "ol" : "ul";
  return (
    <SectionShell id={section.id} heading={section.heading} intro={section.intro} tinted={tinted}>
      <List className={`grid gap-x-10 gap-y-4 ${columnClasses[section.columns ?? 2]}`}>
        {section.items.map((item, index) => {
          const key = typeof item === "string" ? item : item.title;
          return (
            <li key={key} className="flex gap-3 leading-7">
              {numbered ? (
                <span aria-hidden="true" className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-900 text-sm font-semibold text-white">
                  {index + 1}
                </span>
              ) : (
                <CheckIcon />
              )}
              {typeof item === "string" ? (
                <span>{item}</span>
              ) : (
                <span>
                  <strong className="font-semibold text-slate-900">{item.title}.</strong> {item.body}
                </span>
              )}
            </li>
          );
        })}
      </List>
    </SectionShell>
  );
}
