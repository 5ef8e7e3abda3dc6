import { data } from "react-router";
import type { Route } from "./+types/celebrations-preview";
import { PhotoGallery } from "#app/components/gallery/photo-gallery.tsx";
import { PageBanner } from "#app/components/layout/page-banner.tsx";
import { ADMIN_RESPONSE_HEADERS, adminMeta } from "#app/features/admin/admin-headers.ts";
import { StaffErrorPage } from "#app/features/admin/staff-error-page.tsx";
import { getSiteDocumentForEdit } from "#app/features/admin/documents/get-site-document-for-edit.server.ts";
import { usePreviewedDocument } from "#app/features/admin/pages/use-previewed-document.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";
import type { CelebrationsPage } from "#app/model/celebrations-page.ts";

export const headers: Route.HeadersFunction = () => ADMIN_RESPONSE_HEADERS;

export const meta: Route.MetaFunction = () => adminMeta("Preview of the celebrations gallery");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return data({ celebrations: (await getSiteDocumentForEdit(context.db, "celebrations")).document }, { headers: ADMIN_RESPONSE_HEADERS });
}

/** The gallery as visitors would see it, drawn by the public components from what the editor around this frame posts. */
export default function CelebrationsPreview({ loaderData }: Route.ComponentProps) {
  const celebrations = usePreviewedDocument<CelebrationsPage>(loaderData.celebrations);
  return (
    <div data-testid="page-preview">
      <PageBanner title="Our Celebrations" lead={celebrations.lead} breadcrumb={[{ name: "Our Celebrations", path: "/aboutus/our-celebrations" }]} />
      <PhotoGallery albums={celebrations.albums} />
    </div>
  );
}

// Outside the console's layout (the editor frames it), so a refusal is explained here, as inside the console.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffErrorPage error={error} />;
}
