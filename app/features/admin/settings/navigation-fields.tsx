import { ChoiceControl } from "#app/features/admin/pages/fields/choice-controls.tsx";
import { ListControl } from "#app/features/admin/pages/fields/list-control.tsx";
import { TextControl } from "#app/features/admin/pages/fields/text-controls.tsx";
import { errorsUnder, type FieldErrors } from "#app/features/admin/pages/page-form-errors.ts";
import type { NavEntry } from "#app/model/site-settings.ts";
import { PAGE_FAMILY_CHOICES } from "./page-family-names.ts";
import { EditorGroup } from "#app/features/admin/documents/editor-group.tsx";

const KIND_CHOICES = [
  { value: "pages", label: "A menu of pages" },
  { value: "link", label: "A link" },
] as const;

/** Switches an entry's kind, keeping its label. */
function withKind(entry: NavEntry, kind: NavEntry["kind"]): NavEntry {
  if (kind === entry.kind) return entry;
  return kind === "pages" ? { kind, label: entry.label, family: "services" } : { kind, label: entry.label, to: "/" };
}

/** The top navigation: its entries in order, each a menu listing a family's published pages or one link. */
export function NavigationFields({ navigation, onChange, errors }: { navigation: NavEntry[]; onChange: (navigation: NavEntry[]) => void; errors: FieldErrors }) {
  return (
    <EditorGroup
      id="settings-navigation"
      title="Top navigation"
      description="A menu of pages lists that family's published pages in their order on the Pages screen, so a new page appears in it by itself; the About menu also links Our Celebrations. A menu whose family has no published page is left out."
    >
      <ListControl<NavEntry>
        id="navigation"
        legend="Entries, left to right"
        itemLabel="Entry"
        items={navigation}
        onChange={onChange}
        newItem={() => ({ kind: "link", label: "", to: "/" })}
        error={errors[""]}
        renderItem={(entry, update, index) => {
          const entryErrors = errorsUnder(errors, String(index));
          return (
            <div className="grid gap-4 sm:grid-cols-3">
              <ChoiceControl id={`navigation-${index}-kind`} label="Kind" value={entry.kind} options={KIND_CHOICES} onChange={(kind) => kind && update(withKind(entry, kind))} />
              <TextControl id={`navigation-${index}-label`} label="Label" value={entry.label} onChange={(label) => update({ ...entry, label })} error={entryErrors.label} />
              {entry.kind === "pages" ? (
                <ChoiceControl id={`navigation-${index}-family`} label="Lists" value={entry.family} options={PAGE_FAMILY_CHOICES} onChange={(family) => family && update({ ...entry, family })} error={entryErrors.family} />
              ) : (
                <TextControl id={`navigation-${index}-to`} label="Leads to" value={entry.to} onChange={(to) => update({ ...entry, to })} error={entryErrors.to} hint="A path on this site, e.g. /careers" />
              )}
            </div>
          );
        }}
      />
    </EditorGroup>
  );
}
