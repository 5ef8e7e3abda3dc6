import { data, NavLink, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { ADMIN_RESPONSE_HEADERS } from "#app/features/admin/admin-headers.ts";
import { CSRF_FIELD } from "#app/features/admin/csrf.server.ts";
import { requireStaffSession } from "#app/features/admin/require-staff.server.ts";
import { mayUse, ROLE_LABELS } from "#app/features/admin/staff-policy.ts";
import { isTwoFactorRequired } from "#app/features/admin/two-factor-requirement.server.ts";
import { ADMIN_NAV_PATHS, AdminNav } from "#app/components/admin/admin-nav.tsx";

export const headers: Route.HeadersFunction = () => ADMIN_RESPONSE_HEADERS;

// Every staff page sits under this layout, so no page can be reached without a session. The layout
// checks no role: a page the role does not cover refuses itself (requireStaff in its loader), and
// the refusal is shown inside the console, whose navigation lists only what the role may use.
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireStaffSession(request, context);
  // While two-factor is required and this session has none, only its setup is open: no sections to list.
  const mustSetUpTwoFactor = session.secondFactor === null && (await isTwoFactorRequired(context.db));
  return data(
    {
      displayName: session.displayName,
      roleLabel: ROLE_LABELS[session.role],
      navPaths: mustSetUpTwoFactor ? [] : ADMIN_NAV_PATHS.filter((path) => mayUse(session.role, path)),
      csrfToken: session.csrfToken,
      csrfField: CSRF_FIELD,
    },
    { headers: ADMIN_RESPONSE_HEADERS },
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-[70vh] bg-slate-50">
      <div className="border-b border-slate-200 bg-white">
        <div className="container-page flex flex-wrap items-center justify-between gap-3 py-4">
          <p className="text-lg font-bold text-brand-900">Staff console</p>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <span className="text-slate-600">
              Signed in as <span className="font-semibold text-slate-900">{loaderData.displayName}</span> ({loaderData.roleLabel})
            </span>
            <NavLink
              to="/admin/account"
              className={({ isActive }) => `rounded-lg px-3 py-2 font-semibold underline underline-offset-4 ${isActive ? "bg-slate-100 text-slate-900" : "text-brand-800 hover:bg-slate-100"}`}
            >
              Your account
            </NavLink>
            {/* A full-page post: the answer is a redirect or a plain 403 explanation. */}
            <form method="post" action="/admin/sign-out">
              <input type="hidden" name={loaderData.csrfField} value={loaderData.csrfToken} />
              <button type="submit" className="btn-outline px-4 py-2 text-sm">
                Sign out
              </button>
            </form>
          </div>
        </div>
      </div>
      <AdminNav visiblePaths={loaderData.navPaths} />
      <Outlet />
    </div>
  );
}
