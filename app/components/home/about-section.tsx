import { ResponsiveImage } from "#app/components/images/responsive-image.tsx";
import type { HomeAbout, Stat } from "#app/model/home-page.ts";

type AboutSectionProps = { about: HomeAbout; stats: readonly Stat[] };

/** Welcome, key values, figures, and vision, mission and values. */
export function AboutSection({ about, stats }: AboutSectionProps) {
  return (
    <section aria-labelledby="about-heading" className="py-20 sm:py-24">
      <div className="container-page grid items-center gap-12 lg:grid-cols-2">
        <div>
          <p className="eyebrow">{about.eyebrow}</p>
          <h2 id="about-heading" className="section-title mt-3">
            {about.title}
          </h2>
          <div className="prose-body mt-6 text-lg leading-8">
            {about.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <div className="overflow-hidden rounded-3xl bg-brand-50 [&_img]:h-auto [&_img]:w-full">
          <ResponsiveImage name={about.image} alt={about.imageAlt} sizes="(min-width: 1024px) 600px, 100vw" />
        </div>
      </div>

      <div className="container-page mt-16">
        <h3 className="text-xl font-semibold">Key values</h3>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 sm:max-lg:balanced-2 lg:grid-cols-4 lg:balanced-4">
          {about.keyValues.map((value) => (
            <li key={value.title} className="card p-6">
              <span aria-hidden="true" className="block h-1.5 w-10 rounded-full bg-accent-500" />
              <h4 className="mt-4 text-lg font-semibold">{value.title}</h4>
              <p className="mt-2 leading-7">{value.body}</p>
            </li>
          ))}
        </ul>
      </div>

      <div className="container-page mt-16">
        <dl className="grid gap-px overflow-hidden rounded-2xl bg-brand-800 sm:grid-cols-2 lg:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse bg-brand-900 p-8">
              <dt className="mt-2 text-brand-100">{stat.label}</dt>
              <dd className="text-4xl font-bold tracking-tight text-white">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>

      <div className="container-page mt-16 grid gap-6 md:grid-cols-3">
        {about.pillars.map((pillar) => (
          <div key={pillar.title} className="rounded-2xl border border-brand-100 bg-brand-50 p-8">
            <h3 className="text-2xl font-bold text-brand-900">{pillar.title}</h3>
            <p className="mt-3 leading-7">{pillar.body}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
