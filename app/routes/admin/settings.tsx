import { data } from "react-router";
import type { Route } from "./+types/settings";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { ADMIN_RESPONSE_HEADERS, adminMeta } from "#app/features/admin/admin-headers.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";
import { getSiteDocumentForEdit } from "#app/features/admin/documents/get-site-document-for-edit.server.ts";
import { submitSiteDocumentForm } from "#app/features/admin/documents/submit-site-document-form.server.ts";
import { SettingsEditor } from "#app/features/admin/settings/settings-editor.tsx";

export const headers: Route.HeadersFunction = () => ADMIN_RESPONSE_HEADERS;

export const meta: Route.MetaFunction = () => adminMeta("Site settings");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return data({ settings: await getSiteDocumentForEdit(context.db, "settings") }, { headers: ADMIN_RESPONSE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  return submitSiteDocumentForm(request, context, "settings");
}

export default function Settings({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage title="Site settings" description="The company, the top navigation and the footer, as every page shows them.">
      <SettingsEditor settings={loaderData.settings} />
    </AdminPage>
  );
}
