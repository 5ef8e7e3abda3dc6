import { ListControl } from "../fields/list-control.tsx";
import { LongTextControl, TextControl } from "../fields/text-controls.tsx";
import { errorsUnder } from "../page-form-errors.ts";
import { HeadingFields } from "./heading-fields.tsx";
import type { SectionEditorProps } from "./section-editor-props.ts";

export function StepsSectionEditor({ id, section, onChange, errors }: SectionEditorProps<"steps">) {
  return (
    <>
      <HeadingFields id={id} section={section} onChange={onChange} errors={errors} />
      <ListControl
        id={`${id}-steps`}
        legend="Steps"
        itemLabel="Step"
        items={section.steps}
        onChange={(steps) => onChange({ ...section, steps })}
        newItem={() => ({ title: "", body: "" })}
        error={errors.steps}
        renderItem={(step, update, index) => {
          const stepErrors = errorsUnder(errors, `steps.${index}`);
          return (
            <>
              <TextControl id={`${id}-steps-${index}-title`} label="Title" value={step.title} onChange={(title) => update({ ...step, title })} error={stepErrors.title} />
              <LongTextControl id={`${id}-steps-${index}-body`} label="Text" value={step.body} onChange={(body) => update({ ...step, body })} error={stepErrors.body} />
            </>
          );
        }}
      />
    </>
  );
}
