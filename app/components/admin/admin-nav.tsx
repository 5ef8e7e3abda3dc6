import { NavLink } from "react-router";

const SECTIONS = [
  { to: "/admin", label: "Dashboard", end: true },
  { to: "/admin/pages", label: "Pages" },
  { to: "/admin/settings", label: "Settings" },
  { to: "/admin/media", label: "Media" },
  { to: "/admin/redirects", label: "Redirects" },
  { to: "/admin/posts", label: "Posts" },
  { to: "/admin/categories", label: "Categories" },
  { to: "/admin/comments", label: "Comments" },
  { to: "/admin/jobs", label: "Jobs" },
  { to: "/admin/enquiries", label: "Enquiries" },
  { to: "/admin/applications", label: "Applications" },
  { to: "/admin/outbox", label: "Outbox" },
  { to: "/admin/vitals", label: "Web vitals" },
  { to: "/admin/backups", label: "Backups" },
  { to: "/admin/audit", label: "Audit log" },
  { to: "/admin/personal-data", label: "Personal data" },
  { to: "/admin/users", label: "Users" },
] as const;

/** Every section's address: the console's layout keeps those the person's role may use. */
export const ADMIN_NAV_PATHS: readonly string[] = SECTIONS.map((section) => section.to);

/**
 * The console's sections, those in `visiblePaths` only (what the person's role may use); scrolls
 * sideways on a phone and a tablet instead of wrapping into a tall block, with shadows at the
 * edges that hide links (the scroll affordance, app.css); from a laptop up every section is in
 * view, on a second line where one is not enough.
 */
export function AdminNav({ visiblePaths }: { visiblePaths: readonly string[] }) {
  return (
    <nav aria-label="Staff console" className="border-b border-slate-200 bg-white">
      <ul data-scroll-affordance="" className="container-page flex gap-1 overflow-x-auto py-2 text-sm lg:flex-wrap lg:gap-0.5 lg:overflow-x-visible">
        {SECTIONS.filter((section) => visiblePaths.includes(section.to)).map((section) => (
          <li key={section.to} className="shrink-0">
            <NavLink
              to={section.to}
              end={"end" in section ? section.end : false}
              className={({ isActive }) =>
                `block rounded-lg px-3 py-2 font-medium lg:px-2.5 ${isActive ? "bg-brand-900 text-white" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900"}`
              }
            >
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
