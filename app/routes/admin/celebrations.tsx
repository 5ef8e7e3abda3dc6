import { data } from "react-router";
import type { Route } from "./+types/celebrations";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { ADMIN_RESPONSE_HEADERS, adminMeta } from "#app/features/admin/admin-headers.ts";
import { CelebrationsEditor } from "#app/features/admin/celebrations/celebrations-editor.tsx";
import { getSiteDocumentForEdit } from "#app/features/admin/documents/get-site-document-for-edit.server.ts";
import { submitSiteDocumentForm } from "#app/features/admin/documents/submit-site-document-form.server.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";
import { listPlaceablePictures } from "#app/features/media/list-placeable-pictures.server.ts";

export const headers: Route.HeadersFunction = () => ADMIN_RESPONSE_HEADERS;

export const meta: Route.MetaFunction = () => adminMeta("Celebrations gallery");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const [celebrations, pictures] = await Promise.all([getSiteDocumentForEdit(context.db, "celebrations"), listPlaceablePictures(context.db)]);
  return data({ celebrations, pictures }, { headers: ADMIN_RESPONSE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  return submitSiteDocumentForm(request, context, "celebrations");
}

export default function CelebrationsGalleryEditor({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage title="Celebrations gallery" description="The albums of /aboutus/our-celebrations: their names, months, descriptions and photos.">
      <CelebrationsEditor celebrations={loaderData.celebrations} pictures={loaderData.pictures} />
    </AdminPage>
  );
}
