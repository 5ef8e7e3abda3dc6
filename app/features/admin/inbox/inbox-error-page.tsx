import { isRouteErrorResponse, Link } from "react-router";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import type { SubmissionKind } from "./submission-kinds.ts";

function titleFor(status: number | null, Noun: string): string {
  if (status === 404) return `${Noun} not found`;
  if (status === 403) return "Action refused";
  return "Unexpected Application Error!";
}

/**
 * The detail pages' error boundary. An unknown or deleted item is an everyday event in an inbox
 * (a colleague deleted it, an old link), and a refused form (expired CSRF token) says how to
 * recover, so both get a page inside the console with the server's explanation and the way back,
 * not the site-wide error page.
 */
export function InboxErrorPage({ error, kind }: { error: unknown; kind: Pick<SubmissionKind, "singular" | "plural" | "listPath"> }) {
  const response = isRouteErrorResponse(error) ? error : null;
  const Noun = kind.singular === "enquiry" ? "Enquiry" : "Application";
  const explanation = typeof response?.data === "string" && response.data ? response.data : "Something went wrong while showing this page. Try again in a moment.";
  return (
    <AdminPage title={titleFor(response?.status ?? null, Noun)} description={explanation}>
      <Link to={kind.listPath} className="btn-primary min-h-11 py-2">
        All {kind.plural}
      </Link>
    </AdminPage>
  );
}
