import { z } from "zod";
import { pictureSchema } from "../picture.ts";
import { longText, requiredText, slugSchema, textList } from "../text-fields.ts";
import { headedSection } from "./section-base.ts";

/** A customer story: a card with a summary, and a modal with the company, the problem, what was built and the result. */
export const useCaseSchema = z.object({
  id: slugSchema,
  title: requiredText("Title", 200),
  /** One or two sentences on the card. */
  summary: longText("Summary"),
  /** Industry or domain tag on the card, e.g. "Wealth management". */
  tag: requiredText("Tag", 80).optional(),
  aboutCompany: longText("About the company"),
  problemStatement: textList("The problem statement", "A paragraph"),
  solutionImplementation: textList("The solution", "A paragraph"),
  /** Outcomes with figures, shown last in the modal. */
  results: textList("The results", "A result").optional(),
  /** Testing & QA use cases only. */
  objective: longText("Objective").optional(),
  /** Testing & QA use cases only. */
  challenges: textList("The challenges", "A challenge").optional(),
  image: pictureSchema,
});

export type UseCase = z.infer<typeof useCaseSchema>;

/** Use-case cards, each opening its story in a modal. */
export const useCasesSectionSchema = z.object({
  kind: z.literal("use-cases"),
  ...headedSection,
  /** The label of the button that opens a use case's modal. */
  buttonLabel: z.enum(["Keep Reading", "View Details", "Read More"], { error: "Choose the button's label" }),
  useCases: z.array(useCaseSchema).min(1, "Add at least one use case"),
});
