import { TextListControl } from "#app/features/admin/pages/fields/text-list-control.tsx";
import { LongTextControl, TextControl } from "#app/features/admin/pages/fields/text-controls.tsx";
import { errorsUnder, type FieldErrors } from "#app/features/admin/pages/page-form-errors.ts";
import { EditorGroup } from "#app/features/admin/documents/editor-group.tsx";
import type { Roadmap, SisterCompany } from "#app/model/home-page.ts";
import { BuiltInImageControl } from "./built-in-image-control.tsx";

/** The roadmap's words; its diagram is a drawing of the site's own. */
export function HomeRoadmapFields({ roadmap, onChange, errors }: { roadmap: Roadmap; onChange: (roadmap: Roadmap) => void; errors: FieldErrors }) {
  return (
    <EditorGroup id="home-roadmap" title="Roadmap">
      <TextControl id="roadmap-eyebrow" label="Eyebrow" value={roadmap.eyebrow} onChange={(eyebrow) => onChange({ ...roadmap, eyebrow })} error={errors.eyebrow} />
      <TextControl id="roadmap-title" label="Title" value={roadmap.title} onChange={(title) => onChange({ ...roadmap, title })} error={errors.title} />
      <LongTextControl id="roadmap-body" label="Text" value={roadmap.body} onChange={(body) => onChange({ ...roadmap, body })} error={errors.body} />
      <LongTextControl id="roadmap-alt" label="Alt text of the diagram" required={false} value={roadmap.imageAlt} onChange={(imageAlt) => onChange({ ...roadmap, imageAlt })} error={errors.imageAlt} rows={2} />
    </EditorGroup>
  );
}

/** The sister company's section at the foot of the page. */
export function HomeSisterCompanyFields({ sisterCompany, onChange, errors }: { sisterCompany: SisterCompany; onChange: (sisterCompany: SisterCompany) => void; errors: FieldErrors }) {
  return (
    <EditorGroup id="home-sister-company" title="Sister company">
      <TextControl id="sister-eyebrow" label="Eyebrow" value={sisterCompany.eyebrow} onChange={(eyebrow) => onChange({ ...sisterCompany, eyebrow })} error={errors.eyebrow} />
      <TextControl id="sister-title" label="Title" value={sisterCompany.title} onChange={(title) => onChange({ ...sisterCompany, title })} error={errors.title} />
      <TextListControl id="sister-body" legend="Text" itemLabel="Paragraph" items={sisterCompany.body} onChange={(body) => onChange({ ...sisterCompany, body })} errors={errorsUnder(errors, "body")} />
      <TextListControl id="sister-highlights" legend="Highlights" itemLabel="Highlight" items={sisterCompany.highlights} onChange={(highlights) => onChange({ ...sisterCompany, highlights })} errors={errorsUnder(errors, "highlights")} />
      <BuiltInImageControl
        id="sister"
        label="Picture"
        image={sisterCompany.image}
        onImageChange={(image) => onChange({ ...sisterCompany, image })}
        error={errors.image}
        alt={{ value: sisterCompany.imageAlt, onChange: (imageAlt) => onChange({ ...sisterCompany, imageAlt }), error: errors.imageAlt }}
      />
    </EditorGroup>
  );
}
