import { site } from "#app/config/site.ts";

// Copy of the careers page. Headings the spec names live with the components that show them.
export const careersPage = {
  title: "Careers",
  description: `Open positions at ${site.name}: engineering, QA, data, DevOps and consulting roles in Pune, Dubai and the US. See the requirements and apply online with your CV.`,
  lead: "Build platforms that banks, wealth managers and travel firms run their business on, with a team that reviews code carefully and ships every week.",
  intro: "Every opening lists what the role needs. Apply with a short note and your CV; our hiring team reads every application and replies to shortlisted candidates within a week.",
  empty: `There are no open positions right now. You are welcome to send your CV to ${site.careersEmail}; we keep it on file for the next opening.`,
  unavailable: `The openings could not be loaded just now. Please reload the page in a moment, or write to ${site.careersEmail}.`,
} as const;
