import { LongTextControl, TextControl } from "../fields/text-controls.tsx";
import { HeadingFields } from "./heading-fields.tsx";
import type { SectionEditorProps } from "./section-editor-props.ts";

export function DocumentLinkSectionEditor({ id, section, onChange, errors }: SectionEditorProps<"document-link">) {
  return (
    <>
      <HeadingFields id={id} section={section} onChange={onChange} errors={errors} intro={false} />
      <LongTextControl id={`${id}-body`} label="Text" value={section.body} onChange={(body) => onChange({ ...section, body })} error={errors.body} />
      <TextControl id={`${id}-href`} label="Link" hint="A path on this site (/documents/brochure.pdf) or an https:// address." value={section.href} onChange={(href) => onChange({ ...section, href })} error={errors.href} />
      <TextControl id={`${id}-link-label`} label="Link text" value={section.linkLabel} onChange={(linkLabel) => onChange({ ...section, linkLabel })} error={errors.linkLabel} />
    </>
  );
}
