import { Carousel, WhenNear } from "#app/components/carousel/carousel.tsx";
import type { SectionOf } from "#app/model/section.ts";
import { SectionShell } from "./section-shell.tsx";

export function SliderSection({ section, tinted }: { section: SectionOf<"slider">; tinted: boolean }) {
  return (
    // On a phone the slides run to the screen's edges: their pictures are drawn for a wide screen.
    <SectionShell id={section.id} heading={section.heading} intro={section.intro} tinted={tinted} bleedOnPhones>
      <Carousel
        label={section.label}
        items={section.slides}
        getKey={(slide) => slide.id}
        showDots={section.showDots}
        showArrows={section.showArrows}
        className="mx-auto max-w-4xl"
        controlsClassName="mt-6 justify-center max-sm:px-4"
        renderSlide={(slide, index, _active, near) => (
          <figure className="card overflow-hidden max-sm:rounded-none max-sm:border-x-0">
            <div className="bg-brand-50" style={{ aspectRatio: `${slide.image.width} / ${slide.image.height}` }}>
              {/* Only the slides next to the visible one load their picture. */}
              <WhenNear now={near}>
                <img src={slide.image.src} alt={slide.image.alt} width={slide.image.width} height={slide.image.height} loading="lazy" decoding="async" className="h-auto w-full" />
              </WhenNear>
            </div>
            <figcaption className="border-t border-slate-200 px-5 py-4 sm:px-6">
              <span className="text-sm font-semibold text-brand-700">
                {index + 1} / {section.slides.length}
              </span>
              <span className="mt-1 block text-lg font-semibold text-slate-900">{slide.title}</span>
              <span className="mt-1 block leading-7">{slide.caption}</span>
            </figcaption>
          </figure>
        )}
      />
    </SectionShell>
  );
}
