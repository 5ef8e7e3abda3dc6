import { CheckboxControl } from "../fields/choice-controls.tsx";
import { PictureControl } from "../fields/picture-control.tsx";
import { LongTextControl, optionalText } from "../fields/text-controls.tsx";
import { errorsUnder } from "../page-form-errors.ts";
import { HeadingFields } from "./heading-fields.tsx";
import type { SectionEditorProps } from "./section-editor-props.ts";

export function DiagramSectionEditor({ id, section, onChange, errors }: SectionEditorProps<"diagram">) {
  return (
    <>
      <HeadingFields id={id} section={section} onChange={onChange} errors={errors} />
      <PictureControl id={`${id}-picture`} label="Diagram" picture={section.picture} onChange={(picture) => onChange({ ...section, picture })} errors={errorsUnder(errors, "picture")} />
      <LongTextControl id={`${id}-caption`} label="Caption" required={false} value={section.caption} onChange={(caption) => onChange({ ...section, caption: optionalText(caption) })} error={errors.caption} />
      <CheckboxControl id={`${id}-enlargeable`} label="Visitors can enlarge it" checked={section.enlargeable} onChange={(enlargeable) => onChange({ ...section, enlargeable })} />
    </>
  );
}
