import { data } from "react-router";
import type { Route } from "./+types/pages-edit";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { ADMIN_RESPONSE_HEADERS, adminMeta } from "#app/features/admin/admin-headers.ts";
import { pictureChoices } from "#app/features/admin/pages/available-pictures.ts";
import { getPageForEdit } from "#app/features/admin/pages/get-page-for-edit.server.ts";
import { PageEditor } from "#app/features/admin/pages/page-editor.tsx";
import { submitPageForm } from "#app/features/admin/pages/submit-page-form.server.ts";
import { parseRecordId } from "#app/features/admin/parse-record-id.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";
import { listPlaceablePictures } from "#app/features/media/list-placeable-pictures.server.ts";
import { getPublishedSite } from "#app/features/pages/get-published-site.server.ts";
import { seededSite } from "#app/features/pages/published-site.ts";

export const headers: Route.HeadersFunction = () => ADMIN_RESPONSE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData ? `Edit “${loaderData.page.document.title || "Untitled"}”` : "Edit page");

function notFound(): never {
  throw data("There is no such page.", { status: 404, headers: ADMIN_RESPONSE_HEADERS });
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const id = parseRecordId(params.id);
  if (id === null) notFound();
  const [page, site, library] = await Promise.all([getPageForEdit(context.db, id), getPublishedSite(context.db), listPlaceablePictures(context.db)]);
  if (!page) notFound();
  return data({ page, pictures: pictureChoices(library, [...site.pages, ...seededSite.pages]) }, { headers: ADMIN_RESPONSE_HEADERS });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return submitPageForm(request, context, parseRecordId(params.id));
}

export default function EditPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <AdminPage title="Edit page" description={`/${page.document.family}/${page.document.slug}`}>
      <PageEditor key={page.id} page={page} pictures={loaderData.pictures} />
    </AdminPage>
  );
}
