import { data } from "react-router";
import type { Route } from "./+types/pages-preview";
import { PageBanner } from "#app/components/layout/page-banner.tsx";
import { SectionList } from "#app/components/sections/section-list.tsx";
import { contentBreadcrumb } from "#app/content/content-breadcrumb.ts";
import { ADMIN_RESPONSE_HEADERS, adminMeta } from "#app/features/admin/admin-headers.ts";
import { StaffErrorPage } from "#app/features/admin/staff-error-page.tsx";
import { getPageForEdit } from "#app/features/admin/pages/get-page-for-edit.server.ts";
import { usePreviewedDocument } from "#app/features/admin/pages/use-previewed-document.ts";
import { parseRecordId } from "#app/features/admin/parse-record-id.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";
import type { ContentPage } from "#app/model/content-page.ts";

export const headers: Route.HeadersFunction = () => ADMIN_RESPONSE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(`Preview of “${loaderData?.page.title || "Untitled"}”`);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const id = parseRecordId(params.id);
  const page = id === null ? null : await getPageForEdit(context.db, id);
  if (!page) throw data("There is no such page.", { status: 404, headers: ADMIN_RESPONSE_HEADERS });
  return data({ page: page.document }, { headers: ADMIN_RESPONSE_HEADERS });
}

/**
 * The page as visitors would see it, drawn by the public components from whatever the editor
 * around this frame posts: each change shows at once, without a request.
 */
export default function PagePreview({ loaderData }: Route.ComponentProps) {
  const page = usePreviewedDocument<ContentPage>(loaderData.page);
  return (
    <div data-testid="page-preview">
      <PageBanner title={page.title} lead={page.lead} breadcrumb={contentBreadcrumb(page)} />
      <SectionList sections={page.sections} />
    </div>
  );
}

// Outside the console's layout (the editor frames it), so a refusal is explained here, as inside the console.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffErrorPage error={error} />;
}
