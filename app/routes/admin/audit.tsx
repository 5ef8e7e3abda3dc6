import { data, Form, Link } from "react-router";
import type { Route } from "./+types/audit";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { AdminPagination } from "#app/components/admin/admin-pagination.tsx";
import { ADMIN_RESPONSE_HEADERS, adminMeta } from "#app/features/admin/admin-headers.ts";
import { AUDIT_ACTION_LABELS } from "#app/features/admin/operations/audit-action-labels.ts";
import { auditPath, readAuditFilters, SYSTEM_USER } from "#app/features/admin/operations/audit-filters.ts";
import { AuditLogList } from "#app/features/admin/operations/audit-log-list.tsx";
import { listAuditLog, listStaffForFilter } from "#app/features/admin/operations/list-audit-log.server.ts";
import { readListPosition } from "#app/features/admin/read-list-position.server.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";

export const headers: Route.HeadersFunction = () => ADMIN_RESPONSE_HEADERS;

export const meta: Route.MetaFunction = () => adminMeta("Audit log");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const params = new URL(request.url).searchParams;
  const filters = readAuditFilters(params);
  const position = readListPosition(params);
  const [{ rows, newer, older }, staff] = await Promise.all([listAuditLog(context.db, filters, position), listStaffForFilter(context.db)]);
  return data({ items: rows, page: { newer, older }, staff, filters }, { headers: ADMIN_RESPONSE_HEADERS });
}

const selectClass =
  "mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-offset-1 focus:outline-brand-700";

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { items, page, staff, filters } = loaderData;
  const filtered = filters.action !== null || filters.user !== null;

  return (
    <AdminPage title="Audit log" description="What staff did in the console and what ran on its own, newest first.">
      {/* A GET form: the filtered view is a URL that can be bookmarked, and works without JavaScript. */}
      <Form method="get" action="/admin/audit" role="search" aria-label="Filter the audit log" className="card mb-6 grid gap-4 p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end sm:p-5">
        <div>
          <label htmlFor="audit-action" className="block text-sm font-semibold text-slate-900">
            Action
          </label>
          <select id="audit-action" name="action" defaultValue={filters.action ?? ""} className={selectClass}>
            <option value="">All actions</option>
            {Object.entries(AUDIT_ACTION_LABELS).map(([action, label]) => (
              <option key={action} value={action}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="audit-user" className="block text-sm font-semibold text-slate-900">
            Staff member
          </label>
          <select id="audit-user" name="user" defaultValue={filters.user === null ? "" : String(filters.user)} className={selectClass}>
            <option value="">Everyone</option>
            <option value={SYSTEM_USER}>System</option>
            {staff.map((user) => (
              <option key={user.id} value={user.id}>
                {`${user.display_name} (${user.email})`}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn-primary min-h-11 px-5 py-2">
            Filter
          </button>
          {filtered ? (
            <Link to="/admin/audit" className="btn-outline min-h-11 px-5 py-2">
              Clear
            </Link>
          ) : null}
        </div>
      </Form>

      {items.length === 0 ? (
        <p className="card p-6 text-slate-700">{filtered ? "No entries match these filters." : "Nothing recorded yet."}</p>
      ) : (
        <AuditLogList items={items} label={filtered ? "Matching audit entries" : "Audit entries"} />
      )}
      <AdminPagination label="Pages of the audit log" noun="entries" page={page} hrefFor={(position) => auditPath(filters, position)} />
    </AdminPage>
  );
}
