import { Carousel } from "#app/components/carousel/carousel.tsx";
import { ResponsiveImage } from "#app/components/images/responsive-image.tsx";
import type { Testimonial } from "#app/model/home-page.ts";

export function TestimonialsSection({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <section aria-labelledby="testimonials-heading" className="bg-slate-50 py-20 sm:py-24">
      <div className="container-page">
        <p className="eyebrow text-center">Testimonials</p>
        <h2 id="testimonials-heading" className="section-title mt-3 text-center">
          What our clients say
        </h2>
        <Carousel
          label="Client testimonials"
          noun="testimonial"
          items={testimonials}
          getKey={(item) => item.name}
          className="mx-auto mt-12 max-w-3xl"
          controlsClassName="mt-8 justify-center"
          renderSlide={(item) => (
            <figure className="card flex h-full flex-col items-center px-6 py-10 text-center sm:px-12">
              <svg aria-hidden="true" viewBox="0 0 32 32" width="36" height="36" className="text-accent-500" fill="currentColor">
                <path d="M13 8C7.5 9.6 4 13.7 4 19.3 4 23 6.2 25 9 25c2.6 0 4.6-2 4.6-4.6 0-2.4-1.7-4.2-4-4.4.6-2.6 2.6-4.6 5.4-5.6zm15 0c-5.5 1.6-9 5.7-9 11.3 0 3.7 2.2 5.7 5 5.7 2.6 0 4.6-2 4.6-4.6 0-2.4-1.7-4.2-4-4.4.6-2.6 2.6-4.6 5.4-5.6z" />
              </svg>
              <blockquote className="mt-6 text-xl leading-9 text-slate-800">
                <p>{item.quote}</p>
              </blockquote>
              <figcaption className="mt-8 flex items-center gap-4 text-left">
                <span className="block h-14 w-14 shrink-0 overflow-hidden rounded-full bg-brand-100 [&_img]:h-full [&_img]:w-full">
                  <ResponsiveImage name={item.photo} alt={`Portrait of ${item.name}`} sizes="56px" />
                </span>
                <span>
                  <span className="block font-semibold text-slate-900">{item.name}</span>
                  <span className="block text-sm text-slate-600">{item.designation}</span>
                </span>
              </figcaption>
            </figure>
          )}
        />
      </div>
    </section>
  );
}
