import { data } from "react-router";
import type { Route } from "./+types/celebrations-revisions";
import { ADMIN_RESPONSE_HEADERS, adminMeta } from "#app/features/admin/admin-headers.ts";
import { diffCelebrations } from "#app/features/admin/celebrations/diff-celebrations.ts";
import { loadSiteDocumentRevisions } from "#app/features/admin/documents/load-site-document-revisions.server.ts";
import { submitRestoreRevisionForm } from "#app/features/admin/documents/restore-revision-form.server.ts";
import { SiteDocumentRevisionsPage } from "#app/features/admin/documents/site-document-revisions-page.tsx";

export const headers: Route.HeadersFunction = () => ADMIN_RESPONSE_HEADERS;

export const meta: Route.MetaFunction = () => adminMeta("Gallery revisions");

export async function loader({ request, context }: Route.LoaderArgs) {
  return data(await loadSiteDocumentRevisions(request, context, "celebrations", diffCelebrations), { headers: ADMIN_RESPONSE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  return submitRestoreRevisionForm(request, context, "celebrations", "/admin/celebrations");
}

export default function CelebrationsRevisions({ loaderData, actionData }: Route.ComponentProps) {
  return <SiteDocumentRevisionsPage title="Gallery revisions" what="the celebrations gallery" editorPath="/admin/celebrations" {...loaderData} message={actionData?.message} />;
}
