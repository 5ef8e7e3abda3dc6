import type { UseCase } from "#app/model/sections/use-cases-section.ts";
import { ChoiceControl } from "../fields/choice-controls.tsx";
import { ListControl } from "../fields/list-control.tsx";
import { NO_PICTURE, PictureControl } from "../fields/picture-control.tsx";
import { LongTextControl, optionalText, TextControl } from "../fields/text-controls.tsx";
import { TextListControl } from "../fields/text-list-control.tsx";
import { errorsUnder, type FieldErrors } from "../page-form-errors.ts";
import { HeadingFields } from "./heading-fields.tsx";
import type { SectionEditorProps } from "./section-editor-props.ts";

const BUTTON_LABELS = ["Keep Reading", "View Details", "Read More"] as const;

function blankUseCase(number: number): UseCase {
  return { id: `use-case-${number}`, title: "", summary: "", aboutCompany: "", problemStatement: [""], solutionImplementation: [""], image: NO_PICTURE };
}

/** Every field of the use case's card and of the modal it opens. */
function UseCaseFields({ id, useCase, update, errors }: { id: string; useCase: UseCase; update: (useCase: UseCase) => void; errors: FieldErrors }) {
  const optionalList = (items: string[]) => (items.length > 0 ? items : undefined);
  return (
    <>
      <TextControl id={`${id}-title`} label="Title" value={useCase.title} onChange={(title) => update({ ...useCase, title })} error={errors.title} />
      <TextControl id={`${id}-tag`} label="Tag" required={false} hint="The industry or domain on the card." value={useCase.tag} onChange={(tag) => update({ ...useCase, tag: optionalText(tag) })} error={errors.tag} />
      <LongTextControl id={`${id}-summary`} label="Summary on the card" value={useCase.summary} onChange={(summary) => update({ ...useCase, summary })} error={errors.summary} />
      <PictureControl id={`${id}-image`} label="Picture" picture={useCase.image} onChange={(image) => update({ ...useCase, image })} errors={errorsUnder(errors, "image")} />
      <LongTextControl id={`${id}-about`} label="About the company" value={useCase.aboutCompany} onChange={(aboutCompany) => update({ ...useCase, aboutCompany })} error={errors.aboutCompany} />
      <LongTextControl id={`${id}-objective`} label="Objective" required={false} value={useCase.objective} onChange={(objective) => update({ ...useCase, objective: optionalText(objective) })} error={errors.objective} />
      <TextListControl id={`${id}-problem`} legend="Problem statement" itemLabel="Paragraph" items={useCase.problemStatement} onChange={(problemStatement) => update({ ...useCase, problemStatement })} errors={errorsUnder(errors, "problemStatement")} />
      <TextListControl id={`${id}-challenges`} legend="Challenges (optional)" itemLabel="Challenge" items={useCase.challenges ?? []} onChange={(challenges) => update({ ...useCase, challenges: optionalList(challenges) })} errors={errorsUnder(errors, "challenges")} />
      <TextListControl id={`${id}-solution`} legend="Solution" itemLabel="Paragraph" items={useCase.solutionImplementation} onChange={(solutionImplementation) => update({ ...useCase, solutionImplementation })} errors={errorsUnder(errors, "solutionImplementation")} />
      <TextListControl id={`${id}-results`} legend="Results (optional)" itemLabel="Result" items={useCase.results ?? []} onChange={(results) => update({ ...useCase, results: optionalList(results) })} errors={errorsUnder(errors, "results")} />
      <TextControl id={`${id}-id`} label="Use case id" value={useCase.id} onChange={(useCaseId) => update({ ...useCase, id: useCaseId })} error={errors.id} />
    </>
  );
}

export function UseCasesSectionEditor({ id, section, onChange, errors }: SectionEditorProps<"use-cases">) {
  return (
    <>
      <HeadingFields id={id} section={section} onChange={onChange} errors={errors} />
      <ChoiceControl id={`${id}-button`} label="Button on each card" value={section.buttonLabel} options={BUTTON_LABELS.map((label) => ({ value: label, label }))} onChange={(buttonLabel) => onChange({ ...section, buttonLabel: buttonLabel ?? "Read More" })} error={errors.buttonLabel} />
      <ListControl
        id={`${id}-use-cases`}
        legend="Use cases"
        itemLabel="Use case"
        items={section.useCases}
        onChange={(useCases) => onChange({ ...section, useCases })}
        newItem={() => blankUseCase(section.useCases.length + 1)}
        error={errors.useCases}
        renderItem={(useCase, update, index) => <UseCaseFields id={`${id}-use-cases-${index}`} useCase={useCase} update={update} errors={errorsUnder(errors, `useCases.${index}`)} />}
      />
    </>
  );
}
