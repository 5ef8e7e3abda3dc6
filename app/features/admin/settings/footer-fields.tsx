import { ChoiceControl } from "#app/features/admin/pages/fields/choice-controls.tsx";
import { ListControl } from "#app/features/admin/pages/fields/list-control.tsx";
import { TextControl } from "#app/features/admin/pages/fields/text-controls.tsx";
import { errorsUnder, type FieldErrors } from "#app/features/admin/pages/page-form-errors.ts";
import type { FooterEntry, NavLink } from "#app/model/site-settings.ts";
import { PAGE_FAMILY_CHOICES } from "./page-family-names.ts";
import { EditorGroup } from "#app/features/admin/documents/editor-group.tsx";

const KIND_CHOICES = [
  { value: "pages", label: "A family's pages" },
  { value: "links", label: "Links of its own" },
] as const;

/** Switches a column's kind, keeping its heading. */
function withKind(column: FooterEntry, kind: FooterEntry["kind"]): FooterEntry {
  if (kind === column.kind) return column;
  return kind === "pages" ? { kind, heading: column.heading, family: "services" } : { kind, heading: column.heading, links: [{ label: "", to: "/" }] };
}

/** The footer's columns of links, beside the company's name and contacts. */
export function FooterFields({ footer, onChange, errors }: { footer: FooterEntry[]; onChange: (footer: FooterEntry[]) => void; errors: FieldErrors }) {
  return (
    <EditorGroup id="settings-footer" title="Footer columns" description="Each column lists a family's published pages or links you choose. A column whose family has no published page is left out.">
      <ListControl<FooterEntry>
        id="footer"
        legend="Columns, left to right"
        itemLabel="Column"
        items={footer}
        onChange={onChange}
        newItem={() => ({ kind: "links", heading: "", links: [{ label: "", to: "/" }] })}
        error={errors[""]}
        renderItem={(column, update, index) => {
          const columnErrors = errorsUnder(errors, String(index));
          return (
            <>
              <div className="grid gap-4 sm:grid-cols-3">
                <ChoiceControl id={`footer-${index}-kind`} label="Lists" value={column.kind} options={KIND_CHOICES} onChange={(kind) => kind && update(withKind(column, kind))} />
                <TextControl id={`footer-${index}-heading`} label="Heading" value={column.heading} onChange={(heading) => update({ ...column, heading })} error={columnErrors.heading} />
                {column.kind === "pages" ? (
                  <ChoiceControl id={`footer-${index}-family`} label="Pages" value={column.family} options={PAGE_FAMILY_CHOICES} onChange={(family) => family && update({ ...column, family })} error={columnErrors.family} />
                ) : null}
              </div>
              {column.kind === "links" ? (
                <ListControl<NavLink>
                  id={`footer-${index}-links`}
                  legend={`Links of column ${index + 1}`}
                  itemLabel="Link"
                  items={column.links}
                  onChange={(links) => update({ ...column, links })}
                  newItem={() => ({ label: "", to: "/" })}
                  error={columnErrors.links}
                  renderItem={(link, updateLink, linkIndex) => (
                    <div className="grid gap-4 sm:grid-cols-2">
                      <TextControl id={`footer-${index}-links-${linkIndex}-label`} label="Label" value={link.label} onChange={(label) => updateLink({ ...link, label })} error={columnErrors[`links.${linkIndex}.label`]} />
                      <TextControl id={`footer-${index}-links-${linkIndex}-to`} label="Leads to" value={link.to} onChange={(to) => updateLink({ ...link, to })} error={columnErrors[`links.${linkIndex}.to`]} />
                    </div>
                  )}
                />
              ) : null}
            </>
          );
        }}
      />
    </EditorGroup>
  );
}
