import { data } from "react-router";
import type { Route } from "./+types/home-revisions";
import { ADMIN_RESPONSE_HEADERS, adminMeta } from "#app/features/admin/admin-headers.ts";
import { loadSiteDocumentRevisions } from "#app/features/admin/documents/load-site-document-revisions.server.ts";
import { submitRestoreRevisionForm } from "#app/features/admin/documents/restore-revision-form.server.ts";
import { SiteDocumentRevisionsPage } from "#app/features/admin/documents/site-document-revisions-page.tsx";
import { diffHome } from "#app/features/admin/home/diff-home.ts";

export const headers: Route.HeadersFunction = () => ADMIN_RESPONSE_HEADERS;

export const meta: Route.MetaFunction = () => adminMeta("Home page revisions");

export async function loader({ request, context }: Route.LoaderArgs) {
  return data(await loadSiteDocumentRevisions(request, context, "home", diffHome), { headers: ADMIN_RESPONSE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  return submitRestoreRevisionForm(request, context, "home", "/admin/home");
}

export default function HomeRevisions({ loaderData, actionData }: Route.ComponentProps) {
  return <SiteDocumentRevisionsPage title="Home page revisions" what="the home page" editorPath="/admin/home" {...loaderData} message={actionData?.message} />;
}
