import { NO_PICTURE, PictureControl } from "../fields/picture-control.tsx";
import { optionalText, TextControl } from "../fields/text-controls.tsx";
import { TextListControl } from "../fields/text-list-control.tsx";
import { errorsUnder } from "../page-form-errors.ts";
import { HeadingFields } from "./heading-fields.tsx";
import type { SectionEditorProps } from "./section-editor-props.ts";

export function TextSectionEditor({ id, section, onChange, errors }: SectionEditorProps<"text">) {
  return (
    <>
      <TextControl id={`${id}-eyebrow`} label="Eyebrow" required={false} hint="A few words above the heading." value={section.eyebrow} onChange={(eyebrow) => onChange({ ...section, eyebrow: optionalText(eyebrow) })} error={errors.eyebrow} />
      <HeadingFields id={id} section={section} onChange={onChange} errors={errors} intro={false} />
      <TextListControl id={`${id}-paragraphs`} legend="Paragraphs" itemLabel="Paragraph" items={section.paragraphs} onChange={(paragraphs) => onChange({ ...section, paragraphs })} errors={errorsUnder(errors, "paragraphs")} />
      {section.image ? (
        <>
          <PictureControl id={`${id}-image`} label="Picture beside the text" picture={section.image} onChange={(image) => onChange({ ...section, image })} errors={errorsUnder(errors, "image")} />
          <button type="button" className="btn-outline min-h-11 text-sm" onClick={() => onChange({ ...section, image: undefined })}>
            Remove the picture
          </button>
        </>
      ) : (
        <button type="button" className="btn-outline min-h-11 text-sm" onClick={() => onChange({ ...section, image: NO_PICTURE })}>
          Add a picture
        </button>
      )}
    </>
  );
}
