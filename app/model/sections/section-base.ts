import { longText, requiredText, slugSchema } from "../text-fields.ts";

/** What every section has: an id (its anchor on the page), and most a heading and an intro. */
export const sectionId = slugSchema;
export const sectionHeading = requiredText("Heading", 200);
export const sectionIntro = longText("Intro").optional();

export const headedSection = { id: sectionId, heading: sectionHeading, intro: sectionIntro };

