import { CheckboxControl } from "../fields/choice-controls.tsx";
import { ListControl } from "../fields/list-control.tsx";
import { NO_PICTURE, PictureControl } from "../fields/picture-control.tsx";
import { LongTextControl, TextControl } from "../fields/text-controls.tsx";
import { errorsUnder } from "../page-form-errors.ts";
import { HeadingFields } from "./heading-fields.tsx";
import type { SectionEditorProps } from "./section-editor-props.ts";

export function SliderSectionEditor({ id, section, onChange, errors }: SectionEditorProps<"slider">) {
  return (
    <>
      <HeadingFields id={id} section={section} onChange={onChange} errors={errors} />
      <TextControl id={`${id}-label`} label="Name for screen readers" value={section.label} onChange={(label) => onChange({ ...section, label })} error={errors.label} />
      <CheckboxControl id={`${id}-dots`} label="Show dots" checked={section.showDots} onChange={(showDots) => onChange({ ...section, showDots })} />
      <CheckboxControl id={`${id}-arrows`} label="Show previous and next arrows" checked={section.showArrows} onChange={(showArrows) => onChange({ ...section, showArrows })} />
      <ListControl
        id={`${id}-slides`}
        legend="Slides"
        itemLabel="Slide"
        items={section.slides}
        onChange={(slides) => onChange({ ...section, slides })}
        newItem={() => ({ id: `slide-${section.slides.length + 1}`, title: "", caption: "", image: NO_PICTURE })}
        error={errors.slides}
        renderItem={(slide, update, index) => {
          const slideErrors = errorsUnder(errors, `slides.${index}`);
          return (
            <>
              <TextControl id={`${id}-slides-${index}-title`} label="Title" value={slide.title} onChange={(title) => update({ ...slide, title })} error={slideErrors.title} />
              <LongTextControl id={`${id}-slides-${index}-caption`} label="Caption" value={slide.caption} onChange={(caption) => update({ ...slide, caption })} error={slideErrors.caption} />
              <PictureControl id={`${id}-slides-${index}-image`} label="Picture" picture={slide.image} onChange={(image) => update({ ...slide, image })} errors={errorsUnder(slideErrors, "image")} />
              <TextControl id={`${id}-slides-${index}-id`} label="Slide id" value={slide.id} onChange={(slideId) => update({ ...slide, id: slideId })} error={slideErrors.id} />
            </>
          );
        }}
      />
    </>
  );
}
