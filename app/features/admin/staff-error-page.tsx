import { isRouteErrorResponse, Link } from "react-router";
import { ADMIN_ROBOTS_META, adminDocumentTitle } from "#app/features/admin/admin-headers.ts";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { ROLE_REFUSED_MESSAGE } from "./staff-policy.ts";

type StaffErrorPageProps = {
  error: unknown;
  /** The heading of a 404, naming what was not found ("Enquiry not found"). */
  notFoundTitle?: string;
  /** Where the way back leads: the list the missing item belonged to, or the dashboard. */
  back?: { to: string; label: string };
};

const GENERIC_EXPLANATION = "Something went wrong while showing this page. Try again in a moment.";

function titleFor(status: number | null, notFoundTitle: string, explanation: string): string {
  if (status === 404) return notFoundTitle;
  // A page the person's role does not cover is not a refused action: they only opened it.
  if (status === 403 && explanation === ROLE_REFUSED_MESSAGE) return "Not available to your role";
  if (status === 403) return "Action refused";
  if (status !== null && status >= 400 && status < 500) return "Request not understood";
  return "Unexpected Application Error!";
}

/**
 * An error inside the staff console. A deleted item, an expired CSRF token or a stale form are
 * everyday events there, and the server's answer says how to recover ("Reload the page and try
 * again"), so that answer is shown inside the console with a way back, not the site's error page.
 */
export function StaffErrorPage({ error, notFoundTitle = "Not found", back = { to: "/admin", label: "Back to the dashboard" } }: StaffErrorPageProps) {
  const response = isRouteErrorResponse(error) ? error : null;
  const explanation = typeof response?.data === "string" && response.data ? response.data : GENERIC_EXPLANATION;
  const title = titleFor(response?.status ?? null, notFoundTitle, explanation);
  // The failed page's own meta is not rendered under a boundary, so the title is set here.
  return (
    <AdminPage title={title} description={explanation}>
      <title>{adminDocumentTitle(title)}</title>
      <meta {...ADMIN_ROBOTS_META} />
      <Link to={back.to} className="btn-primary min-h-11 py-2">
        {back.label}
      </Link>
    </AdminPage>
  );
}
