import { data, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { ADMIN_RESPONSE_HEADERS } from "#app/features/admin/admin-headers.ts";
import { CSRF_FIELD } from "#app/features/admin/csrf.server.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";
import { AdminNav } from "#app/components/admin/admin-nav.tsx";

export const headers: Route.HeadersFunction = () => ADMIN_RESPONSE_HEADERS;

// Every staff page sits under this layout, so no page can be reached without a session.
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireStaff(request, context);
  return data({ email: session.email, csrfToken: session.csrfToken, csrfField: CSRF_FIELD }, { headers: ADMIN_RESPONSE_HEADERS });
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-[70vh] bg-slate-50">
      <div className="border-b border-slate-200 bg-white">
        <div className="container-page flex flex-wrap items-center justify-between gap-3 py-4">
          <p className="text-lg font-bold text-brand-900">Staff console</p>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <span className="text-slate-600">
              Signed in as <span className="font-semibold text-slate-900">{loaderData.email}</span>
            </span>
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
      <AdminNav />
      <Outlet />
    </div>
  );
}
