import { LongTextControl, optionalText, TextControl } from "../fields/text-controls.tsx";
import type { FieldErrors } from "../page-form-errors.ts";

type Headed = { id: string; heading?: string; intro?: string };

/**
 * The fields most sections open with: the heading, an optional intro, and the section's id (its
 * anchor on the page, e.g. /services/cloud-management#migration).
 */
export function HeadingFields<Section extends Headed>({ id, section, onChange, errors, headingRequired = true, intro = true }: { id: string; section: Section; onChange: (section: Section) => void; errors: FieldErrors; headingRequired?: boolean; intro?: boolean }) {
  return (
    <>
      <TextControl id={`${id}-heading`} label="Heading" value={section.heading} required={headingRequired} onChange={(heading) => onChange({ ...section, heading: headingRequired ? heading : optionalText(heading) })} error={errors.heading} />
      {intro ? <LongTextControl id={`${id}-intro`} label="Intro" required={false} value={section.intro} onChange={(text) => onChange({ ...section, intro: optionalText(text) })} error={errors.intro} /> : null}
      <TextControl id={`${id}-anchor`} label="Anchor" hint="Lower-case words joined by hyphens; the section's address on the page." value={section.id} onChange={(anchor) => onChange({ ...section, id: anchor })} error={errors.id} />
    </>
  );
}
