import { data, redirect } from "react-router";
import type { Route } from "./+types/media";
import { AdminNotice } from "#app/components/admin/admin-notice.tsx";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { AdminPagination } from "#app/components/admin/admin-pagination.tsx";
import { FilterLinks } from "#app/components/admin/filter-links.tsx";
import { LIBRARY_KINDS } from "#app/db/schema.ts";
import { ADMIN_RESPONSE_HEADERS, adminMeta } from "#app/features/admin/admin-headers.ts";
import { addMediaItem } from "#app/features/admin/media/add-media-item.server.ts";
import type { MediaFileResult } from "#app/features/admin/media/media-file-result.ts";
import { mediaListPath, parseMediaFilters } from "#app/features/admin/media/media-filters.ts";
import { MediaGrid } from "#app/features/admin/media/media-grid.tsx";
import { mediaNoticeText, uploadedNoticeText } from "#app/features/admin/media/media-notices.ts";
import { MediaSearchForm } from "#app/features/admin/media/media-search-form.tsx";
import { MediaUploader } from "#app/features/admin/media/media-uploader.tsx";
import { listMedia } from "#app/features/admin/media/list-media.server.ts";
import { receivePictures } from "#app/features/admin/media/receive-pictures.server.ts";
import { UploadResults } from "#app/features/admin/media/upload-results.tsx";
import { readListPosition } from "#app/features/admin/read-list-position.server.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";
import { MEDIA_KIND_LABELS, MEDIA_MAX_FILES_PER_POST } from "#app/features/media/media-limits.ts";

export const headers: Route.HeadersFunction = () => ADMIN_RESPONSE_HEADERS;

export const meta: Route.MetaFunction = () => adminMeta("Media");

const NO_FILE_MESSAGE = "No picture was sent. Choose one or more files, then press Upload.";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const url = new URL(request.url);
  const filters = parseMediaFilters(url.searchParams);
  const list = await listMedia(context.db, filters, readListPosition(url.searchParams));
  const notice = mediaNoticeText(url.searchParams.get("notice")) ?? uploadedNoticeText(url.searchParams.get("uploaded"));
  return data({ ...list, filters, notice }, { headers: ADMIN_RESPONSE_HEADERS });
}

// Pictures sent without JavaScript, several in one post; the uploader sends each to /admin/media/upload instead.
export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireStaff(request, context);
  const received = await receivePictures(request, session, MEDIA_MAX_FILES_PER_POST, (file) => addMediaItem(context.db, file, session.userId));
  if (!received.ok) throw data(received.message, { status: received.status, headers: ADMIN_RESPONSE_HEADERS });
  const results: MediaFileResult[] = received.results;
  if (results.length === 0) return data({ results, skippedFiles: false, message: NO_FILE_MESSAGE }, { status: 400, headers: ADMIN_RESPONSE_HEADERS });
  const stored = results.filter((result) => result.ok).length;
  if (stored === results.length && !received.skippedFiles) throw redirect(`/admin/media?uploaded=${stored}`, { status: 303, headers: ADMIN_RESPONSE_HEADERS });
  // Some stored: the post did what it could. None: the first refusal says why.
  const firstRefusal = results.find((result) => !result.ok);
  const status = stored > 0 || !firstRefusal || firstRefusal.ok ? 200 : firstRefusal.status;
  return data({ results, skippedFiles: received.skippedFiles, message: null }, { status, headers: ADMIN_RESPONSE_HEADERS });
}

export default function Media({ loaderData, actionData }: Route.ComponentProps) {
  const { items, total, newer, older, counts, filters, notice } = loaderData;
  const kindLinks = [
    { label: "All", href: mediaListPath(filters, { kind: null }), current: filters.kind === null, count: counts.all },
    ...LIBRARY_KINDS.filter((kind) => counts[kind] > 0 || filters.kind === kind).map((kind) => ({
      label: MEDIA_KIND_LABELS[kind],
      href: mediaListPath(filters, { kind }),
      current: filters.kind === kind,
      count: counts[kind],
    })),
  ];
  const what = filters.kind ? `${MEDIA_KIND_LABELS[filters.kind]} pictures` : "Pictures";
  const label = filters.q ? `${what} matching “${filters.q}”, newest first` : `${what}, newest first`;

  return (
    <AdminPage title="Media" description="Pictures for pages, posts and albums. Upload each once: visitors get the size and format that suits their screen.">
      <AdminNotice message={notice} />
      {actionData ? <UploadResults results={actionData.results} skippedFiles={actionData.skippedFiles} message={actionData.message} /> : null}
      <MediaUploader action="/admin/media" />

      <section aria-labelledby="media-library-heading" className="mt-8">
        <h2 id="media-library-heading" className="mb-4 text-xl font-semibold text-slate-900">
          Library
        </h2>
        <MediaSearchForm filters={filters} />
        <FilterLinks label="Filter pictures by kind" links={kindLinks} />
        {items.length === 0 ? (
          <p className="card p-6 text-slate-700">
            {counts.all === 0 && !filters.q ? "No pictures yet. Upload the first ones above." : "No pictures match. Try other words, or show every kind."}
          </p>
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-600">{total === 1 ? "1 picture" : `${total} pictures`}</p>
            <MediaGrid items={items} label={label} />
          </>
        )}
        <AdminPagination label="Pages of pictures" noun="pictures" page={{ newer, older }} hrefFor={(position) => mediaListPath(filters, {}, position)} />
      </section>
    </AdminPage>
  );
}
