import { ResponsiveImage } from "#app/components/images/responsive-image.tsx";
import type { SisterCompany } from "#app/model/home-page.ts";

export function SisterCompanySection({ sisterCompany }: { sisterCompany: SisterCompany }) {
  return (
    <section aria-labelledby="sister-heading" className="py-20 sm:py-24">
      <div className="container-page grid items-center gap-12 lg:grid-cols-2">
        <div className="order-last overflow-hidden rounded-3xl bg-brand-50 lg:order-first [&_img]:h-auto [&_img]:w-full">
          <ResponsiveImage name={sisterCompany.image} alt={sisterCompany.imageAlt} sizes="(min-width: 1024px) 600px, 100vw" />
        </div>
        <div>
          <p className="eyebrow">{sisterCompany.eyebrow}</p>
          <h2 id="sister-heading" className="section-title mt-3">
            {sisterCompany.title}
          </h2>
          <div className="prose-body mt-6 text-lg leading-8">
            {sisterCompany.body.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <ul className="mt-6 space-y-3">
            {sisterCompany.highlights.map((highlight) => (
              <li key={highlight} className="flex gap-3">
                <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" className="mt-1 shrink-0 text-support-600" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
                  <path d="m4.5 10.5 3.5 3.5 7.5-8" />
                </svg>
                <span>{highlight}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
