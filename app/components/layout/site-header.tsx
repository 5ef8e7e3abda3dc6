import { useLocation } from "react-router";
import { SiteLink } from "#app/components/site-link.tsx";
import { BrandMark, type Brand } from "./brand-mark";
import { mobileMenuButton } from "./mobile-menu-button.ts";
import { NavDropdown } from "./nav-dropdown";
import { SearchIcon, SiteSearchForm } from "./site-search-form.tsx";
import type { NavItem } from "#app/model/site-settings.ts";
import { siteSectionOf } from "#app/model/site-section.ts";

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "kairav-site-header": React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & { "data-path"?: string };
    }
  }
}

/**
 * The fixed top bar: dropdowns and links from 992 px up, a menu button below. Rendered with every
 * panel closed; site-header-element.ts opens and closes the phone menu and closes every panel when
 * a link is followed. `data-path` tells the element about client-side navigations (staff console).
 */
export function SiteHeader({ brand, navigation }: { brand: Brand; navigation: readonly NavItem[] }) {
  const { pathname } = useLocation();
  const section = siteSectionOf(pathname);

  function renderItems(variant: "bar" | "stacked") {
    return navigation.map((item) => {
      const current = item.section === section;
      if (item.kind === "menu") {
        return (
          <li key={item.id}>
            <NavDropdown id={item.id} label={item.label} links={item.links} variant={variant} current={current} pathname={pathname} />
          </li>
        );
      }
      return (
        <li key={item.to}>
          <SiteLink
            to={item.to}
            aria-current={current ? "page" : undefined}
            className={
              variant === "bar"
                ? `nav-item flex h-[4.5rem] items-center px-3 text-sm font-semibold tracking-wide ${current ? "nav-item-current" : ""}`
                : `block px-4 py-3 text-base font-semibold ${current ? "text-brand-700" : "text-slate-900"}`
            }
          >
            {item.label}
          </SiteLink>
        </li>
      );
    });
  }

  return (
    <kairav-site-header data-path={pathname} className="contents">
      <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
        <div className="container-page flex h-16 items-center justify-between nav:h-[4.5rem]">
          <SiteLink to="/" className="flex items-center gap-2.5 rounded-md">
            <BrandMark brand={brand} />
            <span className="sr-only">, home page</span>
          </SiteLink>
          <div className="flex items-center gap-1 nav:gap-0 xl:gap-3">
            <nav aria-label="Main" className="hidden nav:block">
              <ul className="flex items-center">{renderItems("bar")}</ul>
            </nav>
            <SiteSearchForm id="site-search-bar" variant="bar" className="hidden xl:flex" />
            {/*
              Where the bar has no room for the box: a link to the search page, which needs no script,
              unlike the phone menu. Beside the full navigation it is narrower and reaches into the
              page's margin, so the menu labels keep to one line from 992 px up.
            */}
            <SiteLink
              to="/search"
              aria-current={section === "search" ? "page" : undefined}
              className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-900 hover:bg-slate-100 nav:-mr-3 nav:w-10 xl:hidden"
            >
              <span className="sr-only">Search</span>
              <SearchIcon size={22} />
            </SiteLink>
            <button
              id="mobile-menu-button"
              type="button"
              className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-900 hover:bg-slate-100 nav:hidden"
              aria-expanded={false}
              aria-controls="mobile-menu"
            >
              <span className="sr-only">{mobileMenuButton.closed.label}</span>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d={mobileMenuButton.closed.icon} />
              </svg>
            </button>
          </div>
        </div>
        <nav
          id="mobile-menu"
          aria-label="Main"
          hidden
          className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white pb-4 nav:hidden"
        >
          <ul className="container-page divide-y divide-slate-100">{renderItems("stacked")}</ul>
        </nav>
      </header>
    </kairav-site-header>
  );
}
