import { data, Link } from "react-router";
import type { Route } from "./+types/redirects";
import { AdminNotice } from "#app/components/admin/admin-notice.tsx";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { AdminPagination } from "#app/components/admin/admin-pagination.tsx";
import { ListSearchForm } from "#app/components/admin/list-search-form.tsx";
import { ADMIN_RESPONSE_HEADERS, adminMeta } from "#app/features/admin/admin-headers.ts";
import { readListPosition } from "#app/features/admin/read-list-position.server.ts";
import { listRedirects } from "#app/features/admin/redirects/list-redirects.server.ts";
import { readRedirectFilters, REDIRECT_SEARCH_MAX_LENGTH, redirectsPath } from "#app/features/admin/redirects/redirect-filters.ts";
import { RedirectList } from "#app/features/admin/redirects/redirect-list.tsx";
import { importedNoticeText, redirectNoticeText } from "#app/features/admin/redirects/redirect-notices.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";

export const headers: Route.HeadersFunction = () => ADMIN_RESPONSE_HEADERS;

export const meta: Route.MetaFunction = () => adminMeta("Redirects");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const params = new URL(request.url).searchParams;
  const filters = readRedirectFilters(params);
  const position = readListPosition(params);
  const list = await listRedirects(context.db, filters, position);
  return data(
    { redirects: list.rows, page: { newer: list.newer, older: list.older }, filters, notice: importedNoticeText(params) ?? redirectNoticeText(params.get("notice")) },
    { headers: ADMIN_RESPONSE_HEADERS },
  );
}

export default function Redirects({ loaderData }: Route.ComponentProps) {
  const { redirects, page, filters, notice } = loaderData;
  return (
    <AdminPage
      title="Redirects"
      description="Old addresses sent on to new ones. They answer before any page, so a redirect wins over a page at the same address."
      actions={
        <>
          <Link to="/admin/redirects/new" className="btn-primary min-h-11">
            New redirect
          </Link>
          <Link to="/admin/redirects/import" className="btn-outline min-h-11">
            Import CSV
          </Link>
          {/* A file download, not a page: the browser fetches it itself. */}
          <Link to="/admin/redirects.csv" reloadDocument className="btn-outline min-h-11">
            Export CSV
          </Link>
        </>
      }
    >
      <AdminNotice message={notice} />
      <ListSearchForm
        label="Search the redirects"
        fieldLabel="Old or new address"
        id="redirects-search"
        value={filters.q}
        maxLength={REDIRECT_SEARCH_MAX_LENGTH}
        keep={{}}
        clearHref={redirectsPath({})}
      />
      {redirects.length === 0 ? (
        <p className="card p-6 text-slate-700">{filters.q ? "No redirects match." : "No redirects yet. Add one with New redirect, or import a CSV file."}</p>
      ) : (
        <RedirectList items={redirects} caption={filters.q ? `Redirects matching “${filters.q}”, newest first` : "Redirects, newest first"} />
      )}
      <p className="mt-4 text-sm text-slate-600">
        Automatic redirects are made when a page&apos;s address changes; they follow the page and are not edited here. Visits are counted within a few seconds.
      </p>
      <AdminPagination label="Pages of redirects" noun="redirects" page={page} hrefFor={(at) => redirectsPath(filters, at)} />
    </AdminPage>
  );
}
