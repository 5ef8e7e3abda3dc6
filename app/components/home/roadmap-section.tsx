import { roadmapSvg, roadmapVerticalSvg } from "#app/model/built-in-images.ts";
import type { Roadmap } from "#app/model/home-page.ts";

export function RoadmapSection({ roadmap }: { roadmap: Roadmap }) {
  return (
    <section aria-labelledby="roadmap-heading" className="bg-slate-50 py-20 sm:py-24">
      <div className="container-page">
        <p className="eyebrow">{roadmap.eyebrow}</p>
        <h2 id="roadmap-heading" className="section-title mt-3">
          {roadmap.title}
        </h2>
        <p className="mt-4 max-w-2xl text-lg leading-8">{roadmap.body}</p>
        <div className="mx-auto mt-10 max-w-sm rounded-2xl border border-slate-200 bg-white p-4 sm:max-w-none sm:p-8">
          <picture>
            <source media="(min-width: 640px)" srcSet={roadmapSvg.src} width={roadmapSvg.width} height={roadmapSvg.height} />
            <img
              src={roadmapVerticalSvg.src}
              width={roadmapVerticalSvg.width}
              height={roadmapVerticalSvg.height}
              alt={roadmap.imageAlt}
              loading="lazy"
              decoding="async"
              className="h-auto w-full"
            />
          </picture>
        </div>
      </div>
    </section>
  );
}
