import { Link } from "react-router";

export type FilterLink = { label: string; href: string; current: boolean; count?: number };

/** A row of links that filter a staff list (All, Queued, Failed…), the current one marked for screen readers too. */
export function FilterLinks({ label, links }: { label: string; links: FilterLink[] }) {
  return (
    <nav aria-label={label} className="mb-5">
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.label}>
            <Link
              to={link.href}
              aria-current={link.current ? "page" : undefined}
              className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold ${
                link.current ? "border-brand-900 bg-brand-900 text-white" : "border-slate-300 bg-white text-slate-800 hover:border-brand-700"
              }`}
            >
              {link.label}
              {link.count === undefined ? null : (
                <span className={`rounded-full px-2 py-0.5 text-xs tabular-nums ${link.current ? "bg-white/20" : "bg-slate-100"}`}>{link.count}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
