import { data } from "react-router";
import type { Route } from "./+types/home";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { ADMIN_RESPONSE_HEADERS, adminMeta } from "#app/features/admin/admin-headers.ts";
import { getSiteDocumentForEdit } from "#app/features/admin/documents/get-site-document-for-edit.server.ts";
import { submitSiteDocumentForm } from "#app/features/admin/documents/submit-site-document-form.server.ts";
import { HomeEditor } from "#app/features/admin/home/home-editor.tsx";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";

export const headers: Route.HeadersFunction = () => ADMIN_RESPONSE_HEADERS;

export const meta: Route.MetaFunction = () => adminMeta("Home page");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return data({ home: await getSiteDocumentForEdit(context.db, "home") }, { headers: ADMIN_RESPONSE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  return submitSiteDocumentForm(request, context, "home");
}

export default function HomePageEditor({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage title="Home page" description="The banner slides, the welcome, testimonials, team, roadmap and sister company of /.">
      <HomeEditor home={loaderData.home} />
    </AdminPage>
  );
}
