import { ListControl } from "./list-control.tsx";
import { LongTextControl } from "./text-controls.tsx";
import type { FieldErrors } from "../page-form-errors.ts";

/** A list of paragraphs or points, each a text box. */
export function TextListControl({ id, legend, itemLabel, items, onChange, errors }: { id: string; legend: string; itemLabel: string; items: readonly string[]; onChange: (items: string[]) => void; errors: FieldErrors }) {
  return (
    <ListControl
      id={id}
      legend={legend}
      itemLabel={itemLabel}
      items={items}
      onChange={onChange}
      newItem={() => ""}
      error={errors[""]}
      renderItem={(item, update, index) => <LongTextControl id={`${id}-${index}`} label={`${itemLabel} ${index + 1}`} value={item} onChange={update} error={errors[String(index)]} />}
    />
  );
}
