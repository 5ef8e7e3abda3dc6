import { StaffErrorPage } from "#app/features/admin/staff-error-page.tsx";
import type { SubmissionKind } from "./submission-kinds.ts";

/** The detail pages' error boundary: an unknown or deleted item leads back to its list. */
export function InboxErrorPage({ error, kind }: { error: unknown; kind: Pick<SubmissionKind, "singular" | "plural" | "listPath"> }) {
  const Noun = kind.singular === "enquiry" ? "Enquiry" : "Application";
  return <StaffErrorPage error={error} notFoundTitle={`${Noun} not found`} back={{ to: kind.listPath, label: `All ${kind.plural}` }} />;
}
