import type { TitledText } from "#app/model/titled-text.ts";
import { ChoiceControl } from "../fields/choice-controls.tsx";
import { ListControl } from "../fields/list-control.tsx";
import { LongTextControl, TextControl } from "../fields/text-controls.tsx";
import { errorsUnder } from "../page-form-errors.ts";
import { HeadingFields } from "./heading-fields.tsx";
import type { SectionEditorProps } from "./section-editor-props.ts";

/** A point is plain text, or a bold lead-in with text after it when it has a title. */
export function ListSectionEditor({ id, section, onChange, errors }: SectionEditorProps<"list">) {
  return (
    <>
      <HeadingFields id={id} section={section} onChange={onChange} errors={errors} />
      <ChoiceControl id={`${id}-style`} label="Bullets" value={section.style} noneLabel="Plain bullets" options={[{ value: "check", label: "Ticks" }, { value: "numbered", label: "Numbers" }]} onChange={(style) => onChange({ ...section, style })} />
      <ChoiceControl id={`${id}-columns`} label="Columns" value={section.columns} noneLabel="One column" options={[{ value: 2, label: "Two columns" }, { value: 3, label: "Three columns" }]} onChange={(columns) => onChange({ ...section, columns })} error={errors.columns} />
      <ListControl
        id={`${id}-items`}
        legend="Points"
        itemLabel="Point"
        items={section.items}
        onChange={(items) => onChange({ ...section, items })}
        newItem={() => ""}
        error={errors.items}
        renderItem={(item, update, index) => {
          const titled: TitledText = typeof item === "string" ? { title: "", body: item } : item;
          const itemErrors = errorsUnder(errors, `items.${index}`);
          return (
            <>
              <TextControl id={`${id}-items-${index}-title`} label="Bold lead-in" required={false} value={titled.title} onChange={(title) => update(title === "" ? titled.body : { ...titled, title })} error={itemErrors.title} />
              <LongTextControl id={`${id}-items-${index}-body`} label="Text" value={titled.body} onChange={(body) => update(typeof item === "string" ? body : { ...titled, body })} error={itemErrors.body ?? itemErrors[""]} />
            </>
          );
        }}
      />
    </>
  );
}
