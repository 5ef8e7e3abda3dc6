import { SiteLink } from "#app/components/site-link.tsx";
import { isCurrentPath } from "./is-current-path.ts";
import type { NavLink } from "#app/model/site-settings.ts";

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "kairav-nav-dropdown": React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & { "data-variant"?: "bar" | "stacked" };
    }
  }
}

type NavDropdownProps = {
  id: string;
  label: string;
  links: NavLink[];
  current: boolean;
  /** The path of the page shown, whose link in the list is marked current. */
  pathname: string;
  /** "bar": a floating panel in the desktop bar; "stacked": an accordion inside the mobile menu. */
  variant: "bar" | "stacked";
};

/**
 * A disclosure button that shows a list of links, rendered closed. nav-dropdown-element.ts opens
 * and closes it: Enter/Space toggle, ArrowDown/ArrowUp open and move through the links, Home/End
 * jump, Escape closes and returns focus to the button, Tab out closes.
 */
export function NavDropdown({ id, label, links, current, pathname, variant }: NavDropdownProps) {
  const panelId = `${id}-${variant}-menu`;
  const bar = variant === "bar";
  return (
    <kairav-nav-dropdown data-variant={variant} className={bar ? "relative block" : "block"}>
      <button
        type="button"
        aria-expanded={false}
        aria-controls={panelId}
        aria-current={current ? "page" : undefined}
        className={
          bar
            ? `nav-item flex h-[4.5rem] items-center gap-1.5 px-3 text-sm font-semibold tracking-wide ${current ? "nav-item-current" : ""}`
            : `flex w-full items-center justify-between px-4 py-3 text-left text-base font-semibold ${current ? "text-brand-700" : "text-slate-900"}`
        }
      >
        {label}
        <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16" className="transition-transform">
          <path d="M5.5 7.5 10 12l4.5-4.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <ul
        id={panelId}
        hidden
        className={
          bar
            ? "absolute top-full left-0 z-50 min-w-72 rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
            : "border-l-2 border-brand-100 ml-4 mb-2 pl-2"
        }
      >
        {links.map((link) => {
          const active = isCurrentPath(pathname, link.to);
          return (
            <li key={link.to}>
              <SiteLink
                to={link.to}
                aria-current={active ? "page" : undefined}
                // In the phone menu each link is a full 44 px touch target.
                className={`block rounded-lg px-3 ${bar ? "py-2.5" : "py-3"} text-[0.95rem] ${active ? "bg-brand-50 font-semibold text-brand-800" : "text-slate-700 hover:bg-slate-50 hover:text-brand-800"}`}
              >
                {link.label}
              </SiteLink>
            </li>
          );
        })}
      </ul>
    </kairav-nav-dropdown>
  );
}
