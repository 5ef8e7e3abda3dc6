import { data } from "react-router";
import type { Route } from "./+types/settings-revisions";
import { ADMIN_RESPONSE_HEADERS, adminMeta } from "#app/features/admin/admin-headers.ts";
import { loadSiteDocumentRevisions } from "#app/features/admin/documents/load-site-document-revisions.server.ts";
import { submitRestoreRevisionForm } from "#app/features/admin/documents/restore-revision-form.server.ts";
import { SiteDocumentRevisionsPage } from "#app/features/admin/documents/site-document-revisions-page.tsx";
import { diffSettings } from "#app/features/admin/settings/diff-settings.ts";

export const headers: Route.HeadersFunction = () => ADMIN_RESPONSE_HEADERS;

export const meta: Route.MetaFunction = () => adminMeta("Settings revisions");

export async function loader({ request, context }: Route.LoaderArgs) {
  return data(await loadSiteDocumentRevisions(request, context, "settings", diffSettings), { headers: ADMIN_RESPONSE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  return submitRestoreRevisionForm(request, context, "settings", "/admin/settings");
}

export default function SettingsRevisions({ loaderData, actionData }: Route.ComponentProps) {
  return <SiteDocumentRevisionsPage title="Settings revisions" what="the site settings" editorPath="/admin/settings" {...loaderData} message={actionData?.message} />;
}
