import { ListControl } from "#app/features/admin/pages/fields/list-control.tsx";
import { LongTextControl, TextControl } from "#app/features/admin/pages/fields/text-controls.tsx";
import { errorsUnder, type FieldErrors } from "#app/features/admin/pages/page-form-errors.ts";
import { EditorGroup } from "#app/features/admin/documents/editor-group.tsx";
import type { HeroSlide } from "#app/model/home-page.ts";
import { BuiltInImageControl } from "./built-in-image-control.tsx";

/** An id no other slide has: it names the slide's panel in the carousel, so staff never need to see it. */
function freshSlideId(slides: readonly HeroSlide[]): string {
  for (let number = slides.length + 1; ; number += 1) {
    const id = `slide-${number}`;
    if (!slides.some((slide) => slide.id === id)) return id;
  }
}

/** The banner carousel's slides, in the order they turn. */
export function HeroSlidesFields({ slides, onChange, errors }: { slides: HeroSlide[]; onChange: (slides: HeroSlide[]) => void; errors: FieldErrors }) {
  return (
    <EditorGroup id="home-slides" title="Banner slides" description="The carousel at the top of the home page; the first slide is what visitors see first.">
      <ListControl<HeroSlide>
        id="slides"
        legend="Slides"
        itemLabel="Slide"
        items={slides}
        onChange={onChange}
        newItem={() => ({ id: freshSlideId(slides), eyebrow: "", title: "", body: "", image: slides[0]?.image ?? "hero-cloud-platform", imageAlt: "", cta: { label: "", to: "/" } })}
        error={errors[""]}
        renderItem={(slide, update, index) => {
          const slideErrors = errorsUnder(errors, String(index));
          return (
            <>
              <TextControl id={`slides-${index}-eyebrow`} label="Eyebrow" value={slide.eyebrow} onChange={(eyebrow) => update({ ...slide, eyebrow })} error={slideErrors.eyebrow} />
              <TextControl id={`slides-${index}-title`} label="Title" value={slide.title} onChange={(title) => update({ ...slide, title })} error={slideErrors.title} />
              <LongTextControl id={`slides-${index}-body`} label="Text" value={slide.body} onChange={(body) => update({ ...slide, body })} error={slideErrors.body} />
              <div className="grid gap-4 sm:grid-cols-2">
                <TextControl id={`slides-${index}-cta-label`} label="Button label" value={slide.cta.label} onChange={(label) => update({ ...slide, cta: { ...slide.cta, label } })} error={slideErrors["cta.label"]} />
                <TextControl id={`slides-${index}-cta-to`} label="Button leads to" value={slide.cta.to} onChange={(to) => update({ ...slide, cta: { ...slide.cta, to } })} error={slideErrors["cta.to"]} hint="A path on this site, e.g. /solutions" />
              </div>
              <BuiltInImageControl
                id={`slides-${index}`}
                label="Picture"
                image={slide.image}
                onImageChange={(image) => update({ ...slide, image })}
                error={slideErrors.image}
                alt={{ value: slide.imageAlt, onChange: (imageAlt) => update({ ...slide, imageAlt }), error: slideErrors.imageAlt }}
              />
            </>
          );
        }}
      />
    </EditorGroup>
  );
}
