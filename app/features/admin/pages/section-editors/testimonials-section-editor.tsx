import { ListControl } from "../fields/list-control.tsx";
import { LongTextControl, TextControl } from "../fields/text-controls.tsx";
import { errorsUnder } from "../page-form-errors.ts";
import { HeadingFields } from "./heading-fields.tsx";
import type { SectionEditorProps } from "./section-editor-props.ts";

export function TestimonialsSectionEditor({ id, section, onChange, errors }: SectionEditorProps<"testimonials">) {
  return (
    <>
      <HeadingFields id={id} section={section} onChange={onChange} errors={errors} intro={false} />
      <TextControl id={`${id}-label`} label="Name for screen readers" value={section.label} onChange={(label) => onChange({ ...section, label })} error={errors.label} />
      <ListControl
        id={`${id}-testimonials`}
        legend="Testimonials"
        itemLabel="Testimonial"
        items={section.testimonials}
        onChange={(testimonials) => onChange({ ...section, testimonials })}
        newItem={() => ({ quote: "", name: "", designation: "" })}
        error={errors.testimonials}
        renderItem={(testimonial, update, index) => {
          const itemErrors = errorsUnder(errors, `testimonials.${index}`);
          return (
            <>
              <LongTextControl id={`${id}-testimonials-${index}-quote`} label="Quote" value={testimonial.quote} onChange={(quote) => update({ ...testimonial, quote })} error={itemErrors.quote} />
              <TextControl id={`${id}-testimonials-${index}-name`} label="Name" value={testimonial.name} onChange={(name) => update({ ...testimonial, name })} error={itemErrors.name} />
              <TextControl id={`${id}-testimonials-${index}-designation`} label="Designation" value={testimonial.designation} onChange={(designation) => update({ ...testimonial, designation })} error={itemErrors.designation} />
            </>
          );
        }}
      />
    </>
  );
}
