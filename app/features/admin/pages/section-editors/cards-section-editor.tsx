import type { SectionOf } from "#app/model/section.ts";
import { ChoiceControl } from "../fields/choice-controls.tsx";
import { ListControl } from "../fields/list-control.tsx";
import { LongTextControl, TextControl } from "../fields/text-controls.tsx";
import { TextListControl } from "../fields/text-list-control.tsx";
import { errorsUnder } from "../page-form-errors.ts";
import { HeadingFields } from "./heading-fields.tsx";
import type { SectionEditorProps } from "./section-editor-props.ts";

export function CardsSectionEditor({ id, section, onChange, errors }: SectionEditorProps<"cards">) {
  return (
    <>
      <HeadingFields id={id} section={section} onChange={onChange} errors={errors} />
      <ChoiceControl id={`${id}-columns`} label="Columns" value={section.columns} noneLabel="As many as fit" options={[{ value: 2, label: "Two" }, { value: 3, label: "Three" }, { value: 4, label: "Four" }]} onChange={(columns) => onChange({ ...section, columns })} error={errors.columns} />
      <ListControl
        id={`${id}-cards`}
        legend="Cards"
        itemLabel="Card"
        items={section.cards}
        onChange={(cards) => onChange({ ...section, cards })}
        newItem={(): SectionOf<"cards">["cards"][number] => ({ title: "", body: "" })}
        error={errors.cards}
        renderItem={(card, update, index) => {
          const cardErrors = errorsUnder(errors, `cards.${index}`);
          return (
            <>
              <TextControl id={`${id}-cards-${index}-title`} label="Title" value={card.title} onChange={(title) => update({ ...card, title })} error={cardErrors.title} />
              <LongTextControl id={`${id}-cards-${index}-body`} label="Text" value={card.body} onChange={(body) => update({ ...card, body })} error={cardErrors.body} />
              <TextListControl id={`${id}-cards-${index}-points`} legend="Points (optional)" itemLabel="Point" items={card.points ?? []} onChange={(points) => update({ ...card, points: points.length > 0 ? points : undefined })} errors={errorsUnder(cardErrors, "points")} />
            </>
          );
        }}
      />
    </>
  );
}
