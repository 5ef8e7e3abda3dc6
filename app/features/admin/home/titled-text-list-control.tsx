import { ListControl } from "#app/features/admin/pages/fields/list-control.tsx";
import { LongTextControl, TextControl } from "#app/features/admin/pages/fields/text-controls.tsx";
import { errorsUnder, type FieldErrors } from "#app/features/admin/pages/page-form-errors.ts";
import type { TitledText } from "#app/model/titled-text.ts";

/** A list of short titled texts: key values, pillars. */
export function TitledTextListControl({ id, legend, itemLabel, items, onChange, errors }: { id: string; legend: string; itemLabel: string; items: TitledText[]; onChange: (items: TitledText[]) => void; errors: FieldErrors }) {
  return (
    <ListControl<TitledText>
      id={id}
      legend={legend}
      itemLabel={itemLabel}
      items={items}
      onChange={onChange}
      newItem={() => ({ title: "", body: "" })}
      error={errors[""]}
      renderItem={(item, update, index) => {
        const itemErrors = errorsUnder(errors, String(index));
        return (
          <>
            <TextControl id={`${id}-${index}-title`} label="Title" value={item.title} onChange={(title) => update({ ...item, title })} error={itemErrors.title} />
            <LongTextControl id={`${id}-${index}-body`} label="Text" value={item.body} onChange={(body) => update({ ...item, body })} error={itemErrors.body} rows={2} />
          </>
        );
      }}
    />
  );
}
