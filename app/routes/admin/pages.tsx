import { data, Link } from "react-router";
import type { Route } from "./+types/pages";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { AdminTable } from "#app/components/admin/admin-table.tsx";
import { ADMIN_RESPONSE_HEADERS, adminMeta } from "#app/features/admin/admin-headers.ts";
import { listPages } from "#app/features/admin/pages/list-pages.server.ts";
import { PageStateBadge } from "#app/features/admin/pages/page-state-badge.tsx";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";
import { pageFamilies, type ContentPageFamily } from "#app/model/content-page.ts";
import { formatTimestamp } from "#app/features/admin/inbox/format-timestamp.ts";

export const headers: Route.HeadersFunction = () => ADMIN_RESPONSE_HEADERS;

export const meta: Route.MetaFunction = () => adminMeta("Pages");

const FAMILY_NAMES: Record<ContentPageFamily, string> = { services: "Services", industries: "Industries", solutions: "Solutions", aboutus: "About us" };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return data({ pages: await listPages(context.db) }, { headers: ADMIN_RESPONSE_HEADERS });
}

export default function Pages({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Pages"
      description="The services, industries, solutions and about pages, in the order of their menus. The home page and the celebrations gallery have editors of their own."
      actions={
        <>
          <Link to="/admin/home" className="btn-outline min-h-11">
            Edit the home page
          </Link>
          <Link to="/admin/celebrations" className="btn-outline min-h-11">
            Edit the gallery
          </Link>
          <Link to="/admin/pages/new" className="btn-primary min-h-11">
            New page
          </Link>
        </>
      }
    >
      <div className="space-y-10">
        {pageFamilies.map((family) => {
          const pages = loaderData.pages.filter((page) => page.family === family);
          return (
            <section key={family} aria-labelledby={`family-${family}`}>
              <h2 id={`family-${family}`} className="mb-3 text-xl font-semibold text-slate-900">
                {FAMILY_NAMES[family]} <span className="text-base font-normal text-slate-600">({pages.length})</span>
              </h2>
              <AdminTable caption={`${FAMILY_NAMES[family]} pages`} columns={["Page", "Address", "State", "Last change"]} headings="caps" className="">
                <tbody>
                  {pages.map((page) => (
                    <tr key={page.id} className="border-b border-slate-100 last:border-0">
                      <td className="px-4 py-3">
                        <Link to={`/admin/pages/${page.id}`} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
                          {page.title}
                        </Link>
                      </td>
                      <td className="px-4 py-3 text-sm text-slate-600">
                        /{page.family}/{page.slug}
                      </td>
                      <td className="px-4 py-3">
                        <PageStateBadge state={page.state} />
                      </td>
                      <td className="px-4 py-3 text-sm whitespace-nowrap text-slate-600">
                        <time dateTime={page.updatedAt}>{formatTimestamp(page.updatedAt)}</time>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </AdminTable>
            </section>
          );
        })}
      </div>
    </AdminPage>
  );
}
