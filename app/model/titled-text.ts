import { z } from "zod";
import { longText, requiredText } from "./text-fields.ts";

/** A short title with a paragraph under it: a card, a step, a key value. */
export const titledTextSchema = z.object({
  title: requiredText("Title", 200),
  body: longText("Text"),
});

export type TitledText = z.infer<typeof titledTextSchema>;
