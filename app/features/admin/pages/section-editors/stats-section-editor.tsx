import { ListControl } from "../fields/list-control.tsx";
import { TextControl } from "../fields/text-controls.tsx";
import { errorsUnder } from "../page-form-errors.ts";
import { HeadingFields } from "./heading-fields.tsx";
import type { SectionEditorProps } from "./section-editor-props.ts";

export function StatsSectionEditor({ id, section, onChange, errors }: SectionEditorProps<"stats">) {
  return (
    <>
      <HeadingFields id={id} section={section} onChange={onChange} errors={errors} headingRequired={false} intro={false} />
      <ListControl
        id={`${id}-stats`}
        legend="Figures"
        itemLabel="Figure"
        items={section.stats}
        onChange={(stats) => onChange({ ...section, stats })}
        newItem={() => ({ value: "", label: "" })}
        error={errors.stats}
        renderItem={(stat, update, index) => {
          const statErrors = errorsUnder(errors, `stats.${index}`);
          return (
            <>
              <TextControl id={`${id}-stats-${index}-value`} label="Value" hint='For example "25+" or "3 months".' value={stat.value} onChange={(value) => update({ ...stat, value })} error={statErrors.value} />
              <TextControl id={`${id}-stats-${index}-label`} label="What it counts" value={stat.label} onChange={(label) => update({ ...stat, label })} error={statErrors.label} />
            </>
          );
        }}
      />
    </>
  );
}
