import { data } from "react-router";
import type { Route } from "./+types/home-preview";
import { HomePageSections } from "#app/components/home/home-page-sections.tsx";
import { ADMIN_RESPONSE_HEADERS, adminMeta } from "#app/features/admin/admin-headers.ts";
import { StaffErrorPage } from "#app/features/admin/staff-error-page.tsx";
import { getSiteDocumentForEdit } from "#app/features/admin/documents/get-site-document-for-edit.server.ts";
import { usePreviewedDocument } from "#app/features/admin/pages/use-previewed-document.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";
import type { HomePage } from "#app/model/home-page.ts";

export const headers: Route.HeadersFunction = () => ADMIN_RESPONSE_HEADERS;

export const meta: Route.MetaFunction = () => adminMeta("Preview of the home page");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return data({ home: (await getSiteDocumentForEdit(context.db, "home")).document }, { headers: ADMIN_RESPONSE_HEADERS });
}

/** The home page as visitors would see it, drawn by the public components from what the editor around this frame posts. */
export default function HomePreview({ loaderData }: Route.ComponentProps) {
  const home = usePreviewedDocument<HomePage>(loaderData.home);
  return (
    <div data-testid="page-preview">
      <HomePageSections home={home} />
    </div>
  );
}

// Outside the console's layout (the editor frames it), so a refusal is explained here, as inside the console.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffErrorPage error={error} />;
}
