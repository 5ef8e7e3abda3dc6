import { SiteLink } from "#app/components/site-link.tsx";
import { Carousel, WhenNear } from "#app/components/carousel/carousel.tsx";
import { ResponsiveImage } from "#app/components/images/responsive-image.tsx";
import type { HeroSlide } from "#app/model/home-page.ts";

/** The home banner: four slides over illustrations, rotating until the visitor interacts. */
export function HeroCarousel({ slides }: { slides: readonly HeroSlide[] }) {
  return (
    <div className="relative bg-brand-950">
      <Carousel
        label="Highlights"
        items={slides}
        getKey={(slide) => slide.id}
        autoplayMs={7000}
        tone="dark"
        controlsClassName="container-page absolute inset-x-0 bottom-6 z-10 sm:bottom-8"
        renderSlide={(slide, index) => (
          <div className="relative isolate min-h-[34rem] overflow-hidden sm:min-h-[36rem]">
            {/* Only the first slide's image is in the HTML, so the others never compete with it. */}
            <WhenNear now={index === 0}>
              <div className="absolute inset-0 -z-10 [&_img]:h-full [&_img]:w-full [&_img]:object-cover [&_img]:object-[70%_50%]">
                <ResponsiveImage name={slide.image} alt="" sizes="100vw" priority={index === 0} />
              </div>
            </WhenNear>
            <div className="absolute inset-0 -z-10 bg-brand-950/80 sm:bg-transparent sm:bg-gradient-to-r sm:from-brand-950 sm:via-brand-950/85 sm:to-brand-950/10" />
            <div className="container-page flex min-h-[34rem] flex-col justify-center pt-12 pb-28 sm:min-h-[36rem]">
              <div className="max-w-xl">
                <p className="text-sm font-semibold tracking-wider text-accent-400 uppercase">{slide.eyebrow}</p>
                {index === 0 ? (
                  <h1 className="mt-4 text-[length:var(--text-display)] leading-[1.1] font-bold tracking-tight text-white">{slide.title}</h1>
                ) : (
                  <h2 className="mt-4 text-[length:var(--text-display)] leading-[1.1] font-bold tracking-tight text-white">{slide.title}</h2>
                )}
                <p className="mt-5 text-lg leading-8 text-brand-100">{slide.body}</p>
                <div className="mt-8 flex flex-wrap gap-3">
                  <SiteLink to={slide.cta.to} className="btn-accent">
                    {slide.cta.label}
                  </SiteLink>
                  <SiteLink to="/contactus" className="btn border border-white/40 text-white hover:bg-white/10">
                    Talk to us
                  </SiteLink>
                </div>
              </div>
            </div>
          </div>
        )}
      />
    </div>
  );
}
