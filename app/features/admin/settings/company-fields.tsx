import { ListControl } from "#app/features/admin/pages/fields/list-control.tsx";
import { NumberControl } from "#app/features/admin/pages/fields/number-control.tsx";
import { LongTextControl, TextControl } from "#app/features/admin/pages/fields/text-controls.tsx";
import { errorsUnder, type FieldErrors } from "#app/features/admin/pages/page-form-errors.ts";
import type { Company, Office } from "#app/model/site-settings.ts";
import { SETTINGS_FIELD_LABELS as LABELS } from "./settings-field-labels.ts";
import { EditorGroup } from "#app/features/admin/documents/editor-group.tsx";

type CompanyFieldsProps = { company: Company; onChange: (company: Company) => void; errors: FieldErrors };

/** The first error among an office's address lines, which are edited in one box. */
function firstLineError(errors: FieldErrors): string | undefined {
  return errors.lines ?? Object.entries(errors).find(([path]) => path.startsWith("lines."))?.[1];
}

/** Who the company is and how to reach it: the header, the footer, the contact page, titles and mails show it. */
export function CompanyFields({ company, onChange, errors }: CompanyFieldsProps) {
  const set = <Key extends keyof Company>(key: Key, value: Company[Key]) => onChange({ ...company, [key]: value });
  const officeErrors = (index: number) => errorsUnder(errors, `offices.${index}`);
  return (
    <>
      <EditorGroup id="settings-identity" title="Name and description" description="The header and the footer show the names; every page's title ends with the company name.">
        <TextControl id="company-name" label={LABELS.name} value={company.name} onChange={(value) => set("name", value)} error={errors.name} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextControl id="company-short-name" label={LABELS.shortName} value={company.shortName} onChange={(value) => set("shortName", value)} error={errors.shortName} hint="Large in the logo; the rest of the company name goes under it." />
          <TextControl id="company-legal-name" label={LABELS.legalName} value={company.legalName} onChange={(value) => set("legalName", value)} error={errors.legalName} hint="In the footer's copyright line." />
        </div>
        <TextControl id="company-tagline" label={LABELS.tagline} value={company.tagline} onChange={(value) => set("tagline", value)} error={errors.tagline} />
        <LongTextControl id="company-description" label={LABELS.description} value={company.description} onChange={(value) => set("description", value)} error={errors.description} hint="In the footer and as the home page's description for search engines." />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextControl id="company-domain" label={LABELS.domain} value={company.domain} onChange={(value) => set("domain", value)} error={errors.domain} />
          <NumberControl id="company-copyright-year" label={LABELS.copyrightYear} value={company.copyrightYear} onChange={(value) => set("copyrightYear", value as number)} error={errors.copyrightYear} />
        </div>
      </EditorGroup>

      <EditorGroup id="settings-contact" title="Contact" description="The footer shows the contact email and LinkedIn; mails to visitors are signed with the name and tagline and answer to these addresses.">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextControl id="company-email" label={LABELS.email} value={company.email} onChange={(value) => set("email", value)} error={errors.email} />
          <TextControl id="company-careers-email" label={LABELS.careersEmail} value={company.careersEmail} onChange={(value) => set("careersEmail", value)} error={errors.careersEmail} />
          <TextControl id="company-linkedin" label="LinkedIn page" value={company.social.linkedin} onChange={(linkedin) => set("social", { ...company.social, linkedin })} error={errors["social.linkedin"]} />
          <TextControl id="company-x" label="X profile" value={company.social.x} onChange={(x) => set("social", { ...company.social, x })} error={errors["social.x"]} />
        </div>
      </EditorGroup>

      <EditorGroup id="settings-offices" title="Offices" description="The contact page lists them in this order; the first is the head office, shown on the map.">
        <ListControl<Office>
          id="offices"
          legend="Offices"
          itemLabel="Office"
          items={company.offices}
          onChange={(offices) => set("offices", offices)}
          newItem={() => ({ id: `office-${company.offices.length + 1}`, label: "", lines: [""], phone: null, email: company.email })}
          error={errors.offices}
          renderItem={(office, update, index) => {
            const officeError = officeErrors(index);
            return (
              <>
                <TextControl id={`offices-${index}-label`} label="Name" value={office.label} onChange={(label) => update({ ...office, label })} error={officeError.label} hint="For example: Head Office, India" />
                <LongTextControl
                  id={`offices-${index}-lines`}
                  label="Address"
                  value={office.lines.join("\n")}
                  onChange={(text) => update({ ...office, lines: text.split("\n") })}
                  error={firstLineError(officeError)}
                  hint="One line of the address per row."
                />
                <div className="grid gap-4 sm:grid-cols-2">
                  <TextControl id={`offices-${index}-phone`} label="Phone" value={office.phone ?? ""} required={false} onChange={(phone) => update({ ...office, phone: phone === "" ? null : phone })} error={officeError.phone} />
                  <TextControl id={`offices-${index}-email`} label="Email" value={office.email} onChange={(email) => update({ ...office, email })} error={officeError.email} />
                </div>
              </>
            );
          }}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <NumberControl id="company-map-latitude" label="Map latitude" step="any" value={company.map.latitude} onChange={(latitude) => set("map", { ...company.map, latitude: latitude as number })} error={errors["map.latitude"]} />
          <NumberControl id="company-map-longitude" label="Map longitude" step="any" value={company.map.longitude} onChange={(longitude) => set("map", { ...company.map, longitude: longitude as number })} error={errors["map.longitude"]} />
          <NumberControl id="company-map-zoom" label="Map zoom" value={company.map.zoom} onChange={(zoom) => set("map", { ...company.map, zoom: zoom as number })} error={errors["map.zoom"]} />
        </div>
      </EditorGroup>

      <EditorGroup id="settings-other-names" title="Other names the pages use" description="The platform, the life page and the sister company, where the seeded pages mention them.">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextControl id="company-platform-brand" label={LABELS.platformBrand} value={company.platformBrand} onChange={(value) => set("platformBrand", value)} error={errors.platformBrand} />
          <TextControl id="company-platform-route" label={LABELS.platformRoute} value={company.platformRoute} onChange={(value) => set("platformRoute", value)} error={errors.platformRoute} />
          <TextControl id="company-life-title" label={LABELS.lifeTitle} value={company.lifeTitle} onChange={(value) => set("lifeTitle", value)} error={errors.lifeTitle} />
          <TextControl id="company-life-route" label={LABELS.lifeRoute} value={company.lifeRoute} onChange={(value) => set("lifeRoute", value)} error={errors.lifeRoute} />
          <TextControl id="company-sister-name" label="Sister company" value={company.sisterCompany.name} onChange={(name) => set("sisterCompany", { ...company.sisterCompany, name })} error={errors["sisterCompany.name"]} />
          <NumberControl id="company-sister-founded" label="Sister company founded" value={company.sisterCompany.founded} onChange={(founded) => set("sisterCompany", { ...company.sisterCompany, founded: founded as number })} error={errors["sisterCompany.founded"]} />
        </div>
        <TextControl id="company-sister-focus" label="Sister company's focus" value={company.sisterCompany.focus} onChange={(focus) => set("sisterCompany", { ...company.sisterCompany, focus })} error={errors["sisterCompany.focus"]} />
      </EditorGroup>
    </>
  );
}
