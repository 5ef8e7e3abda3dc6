import type { ReactNode } from "react";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/media-item";
import { AdminNotice } from "#app/components/admin/admin-notice.tsx";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { ADMIN_RESPONSE_HEADERS, adminMeta } from "#app/features/admin/admin-headers.ts";
import { ConfirmDisclosure } from "#app/features/admin/confirm-disclosure.tsx";
import { assertValidMutation } from "#app/features/admin/csrf.server.ts";
import { formatTimestamp } from "#app/features/admin/inbox/format-timestamp.ts";
import { deleteMediaItem } from "#app/features/admin/media/delete-media-item.server.ts";
import { getMediaItem } from "#app/features/admin/media/get-media-item.server.ts";
import { MediaAltBadge } from "#app/features/admin/media/media-alt-badge.tsx";
import { MediaDetailsForm } from "#app/features/admin/media/media-details-form.tsx";
import { parseMediaDetails, readMediaDetailValues } from "#app/features/admin/media/media-details-schema.ts";
import { mediaNoticeText } from "#app/features/admin/media/media-notices.ts";
import { BuiltinFilesList, BuiltinPicturePreview } from "#app/features/admin/media/builtin-picture.tsx";
import { MediaPreview } from "#app/features/admin/media/media-preview.tsx";
import { MediaReplaceForm } from "#app/features/admin/media/media-replace-form.tsx";
import { MediaUsesList } from "#app/features/admin/media/media-uses-list.tsx";
import { receivePictures } from "#app/features/admin/media/receive-pictures.server.ts";
import { replaceMediaFile } from "#app/features/admin/media/replace-media-file.server.ts";
import { updateMediaDetails } from "#app/features/admin/media/update-media-details.server.ts";
import { parseRecordId } from "#app/features/admin/parse-record-id.ts";
import { readStaffForm } from "#app/features/admin/read-staff-form.server.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";
import { MEDIA_KIND_LABELS } from "#app/features/media/media-limits.ts";
import { formatFileSize } from "#app/lib/uploads/file-types.ts";

export const headers: Route.HeadersFunction = () => ADMIN_RESPONSE_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData ? `Picture: ${loaderData.item.name}` : "Picture");

/** Why a new file was not taken, shown by the Replace form. */
type ReplaceError = { message: string; existingItemId?: number };

function replaceRefused(replace: ReplaceError, status: number) {
  return data({ replace }, { status, headers: ADMIN_RESPONSE_HEADERS });
}

function notFound(): never {
  throw data("There is no such picture: it may have been deleted.", { status: 404, headers: ADMIN_RESPONSE_HEADERS });
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const id = parseRecordId(params.id);
  const item = id === null ? null : await getMediaItem(context.db, id);
  if (!item) notFound();
  return data({ item, notice: mediaNoticeText(new URL(request.url).searchParams.get("notice")) }, { headers: ADMIN_RESPONSE_HEADERS });
}

// Three forms post here: the details (save), Delete, and Replace file, the only multipart one.
export async function action({ request, context, params }: Route.ActionArgs) {
  const session = await requireStaff(request, context);
  const id = parseRecordId(params.id);
  if (id === null) notFound();

  if (/^multipart\/form-data/i.test(request.headers.get("content-type") ?? "")) {
    const received = await receivePictures(request, session, 1, (file) => replaceMediaFile(context.db, id, file, session.userId));
    if (!received.ok) return replaceRefused({ message: received.message }, received.status);
    const [result] = received.results;
    if (!result) return replaceRefused({ message: "No file was sent. Choose the new file, then press Replace file." }, 400);
    if ("notFound" in result) notFound();
    if (!result.ok) return replaceRefused({ message: result.message, existingItemId: result.existingItemId }, result.status);
    throw redirect(`/admin/media/${id}?notice=replaced`, { status: 303, headers: ADMIN_RESPONSE_HEADERS });
  }

  const form = await readStaffForm(request);
  assertValidMutation(request, form, session);
  const intent = form.get("intent");
  if (intent === "delete") {
    const result = await deleteMediaItem(context.db, id, session.userId);
    if (result.ok) throw redirect("/admin/media?notice=deleted", { status: 303, headers: ADMIN_RESPONSE_HEADERS });
    if (result.reason === "not-found") notFound();
    return data({ deleteRefused: result.uses }, { status: 409, headers: ADMIN_RESPONSE_HEADERS });
  }
  if (intent !== "save") throw data("Unknown action.", { status: 400, headers: ADMIN_RESPONSE_HEADERS });
  const values = readMediaDetailValues(form);
  const parsed = parseMediaDetails(values);
  if (!parsed.ok) return data({ errors: parsed.errors, values }, { status: 400, headers: ADMIN_RESPONSE_HEADERS });
  if (!(await updateMediaDetails(context.db, id, parsed.details, session.userId))) notFound();
  throw redirect(`/admin/media/${id}?notice=saved`, { status: 303, headers: ADMIN_RESPONSE_HEADERS });
}

function Fact({ term, children, wide = false }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "col-span-2" : undefined}>
      <dt className="font-semibold text-slate-600">{term}</dt>
      <dd className="mt-0.5 [overflow-wrap:anywhere] text-slate-900">{children}</dd>
    </div>
  );
}

export default function MediaItem({ loaderData, actionData }: Route.ComponentProps) {
  const { item, notice } = loaderData;
  const formats = [...new Set(item.variants.map((variant) => variant.format))].map((format) => format.toUpperCase()).join(", ");
  const widths = [...new Set(item.variants.map((variant) => variant.width))].join(", ");
  const deleteRefused = actionData && "deleteRefused" in actionData ? actionData.deleteRefused : null;
  const uses = deleteRefused ?? item.uses;

  return (
    <AdminPage
      title="Picture"
      actions={
        <Link to="/admin/media" className="btn-outline min-h-11 px-4 py-2 text-sm">
          All pictures
        </Link>
      }
    >
      <AdminNotice message={notice} />
      <p className="mb-4 text-lg font-semibold [overflow-wrap:anywhere] text-slate-900">{item.name}</p>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="min-w-0 space-y-6">
          {item.builtinFiles ? (
            <BuiltinPicturePreview src={item.builtinFiles[0]!} width={item.width} height={item.height} alt={item.decorative ? "" : item.altText} />
          ) : (
            <MediaPreview variants={item.variants} width={item.width} height={item.height} alt={item.decorative ? "" : item.altText} dominantColor={item.dominantColor} />
          )}
          <MediaDetailsForm
            key={`${item.altText}|${item.caption}|${item.decorative}`}
            values={actionData && "values" in actionData ? actionData.values : { altText: item.altText, caption: item.caption, decorative: item.decorative ? "on" : "" }}
            errors={actionData && "errors" in actionData ? actionData.errors : undefined}
          />
        </div>

        <aside aria-label="About this picture" className="card min-w-0 space-y-5 p-5 sm:p-6">
          <MediaAltBadge state={item.altState} />
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
            <Fact term="Original name" wide>
              {item.name}
            </Fact>
            <Fact term="Kind">{MEDIA_KIND_LABELS[item.kind]}</Fact>
            <Fact term="File size">{item.builtinFiles ? "Built in" : formatFileSize(item.byteSize)}</Fact>
            <Fact term="Dimensions">{`${item.width} × ${item.height} px`}</Fact>
            <Fact term="Colour">
              <span className="inline-flex items-center gap-2">
                <span aria-hidden="true" className="size-4 rounded border border-slate-300" style={{ backgroundColor: item.dominantColor }} />
                <code>{item.dominantColor}</code>
              </span>
            </Fact>
            {item.builtinFiles ? (
              <Fact term="Source" wide>
                Shipped with the site. Replacing it puts your file on every page that shows it.
              </Fact>
            ) : (
              <Fact term="Uploaded" wide>
                <time dateTime={item.createdAt}>{formatTimestamp(item.createdAt)}</time>
                {item.uploadedBy ? ` by ${item.uploadedBy}` : null}
              </Fact>
            )}
          </dl>

          {item.builtinFiles ? <BuiltinFilesList files={item.builtinFiles} /> : (
          <details className="text-sm">
              <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-800 lg:min-h-0">Files visitors get ({item.variants.length})</summary>
              <p className="mt-2 text-slate-600">
                {formats} at {widths} px wide. Metadata such as GPS positions is removed from every one.
              </p>
              <ul className="mt-2 space-y-1">
                {item.variants.map((variant) => (
                  <li key={variant.url}>
                    <a href={variant.url} className="text-brand-800 underline underline-offset-4">
                      {`${variant.format.toUpperCase()} ${variant.width} × ${variant.height}`}
                    </a>{" "}
                    <span className="text-slate-600">{formatFileSize(variant.byteSize)}</span>
                  </li>
                ))}
              </ul>
            </details>
          )}

          <section aria-labelledby="media-uses-heading" className="border-t border-slate-200 pt-4">
            <h2 id="media-uses-heading" className="text-base font-semibold text-slate-900">
              Where it is used
            </h2>
            {uses.length === 0 ? <p className="mt-1 text-sm text-slate-600">No page or gallery shows this picture.</p> : <MediaUsesList uses={uses} />}
          </section>

          <div className="border-t border-slate-200 pt-4">
            <MediaReplaceForm error={actionData && "replace" in actionData ? actionData.replace.message : undefined} existingItemId={actionData && "replace" in actionData ? actionData.replace.existingItemId : undefined} />
          </div>

          <div className="border-t border-slate-200 pt-4">
            {deleteRefused ? (
              <p role="alert" className="mb-3 text-sm font-medium text-red-700">
                Not deleted: the pages above show this picture. Take it off them first.
              </p>
            ) : null}
            {uses.length > 0 ? (
              <p className="text-sm text-slate-600">A picture that pages show cannot be deleted. Take it off them first, or replace its file.</p>
            ) : (
              <ConfirmDisclosure
                label="Delete picture"
                context={item.name}
                message="The picture and every file made from it are removed for good; this cannot be undone."
                confirmLabel="Delete for good"
                fields={{ intent: "delete" }}
              />
            )}
          </div>
        </aside>
      </div>
    </AdminPage>
  );
}
