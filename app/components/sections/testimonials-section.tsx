import { Carousel } from "#app/components/carousel/carousel.tsx";
import type { SectionOf } from "#app/model/section.ts";
import { SectionShell } from "./section-shell.tsx";

export function TestimonialsSection({ section, tinted }: { section: SectionOf<"testimonials">; tinted: boolean }) {
  return (
    <SectionShell id={section.id} heading={section.heading} tinted={tinted}>
      <Carousel
        label={section.label}
        noun="testimonial"
        items={section.testimonials}
        getKey={(item) => item.name}
        className="mx-auto max-w-3xl"
        controlsClassName="mt-6 justify-center"
        renderSlide={(item) => (
          <figure className="card px-6 py-10 text-center sm:px-12">
            <blockquote className="text-xl leading-9 text-slate-800">
              <p>{item.quote}</p>
            </blockquote>
            <figcaption className="mt-6">
              <span className="block font-semibold text-slate-900">{item.name}</span>
              <span className="block text-sm text-slate-600">{item.designation}</span>
            </figcaption>
          </figure>
        )}
      />
    </SectionShell>
  );
}
