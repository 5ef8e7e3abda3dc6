import type { SectionOf } from "#app/model/section.ts";

export function StatsSection({ section }: { section: SectionOf<"stats"> }) {
  return (
    <section id={section.id} aria-label={section.heading ?? "Key figures"} className="bg-brand-900 py-12 sm:py-14">
      <div className="container-page">
        {section.heading ? <h2 className="text-2xl font-bold text-white">{section.heading}</h2> : null}
        <dl className={`grid gap-8 sm:grid-cols-2 sm:max-lg:balanced-2 lg:grid-cols-4 lg:balanced-4 ${section.heading ? "mt-8" : ""}`}>
          {section.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse">
              <dt className="mt-2 text-brand-100">{stat.label}</dt>
              <dd className="text-4xl font-bold tracking-tight text-white">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
