import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { BrandMark } from "./brand-mark";
import { NavDropdown } from "./nav-dropdown";
import { currentSection, navigation } from "./navigation";
import { useFocusMainOnNavigation } from "./use-focus-main-on-navigation.ts";

/** The fixed top bar: dropdowns and links from 992 px up, a menu button below. */
export function SiteHeader() {
  const { pathname } = useLocation();
  const section = currentSection(pathname);
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);

  // A navigation closes every open panel.
  useEffect(() => {
    setOpenMenu(null);
    setMobileOpen(false);
  }, [pathname]);
  useFocusMainOnNavigation(pathname);

  useEffect(() => {
    if (!mobileOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setMobileOpen(false);
        document.getElementById("mobile-menu-button")?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [mobileOpen]);

  function renderItems(variant: "bar" | "stacked") {
    return navigation.map((item) => {
      const current = item.section === section;
      if (item.kind === "menu") {
        return (
          <li key={item.id}>
            <NavDropdown
              id={item.id}
              label={item.label}
              links={item.links}
              variant={variant}
              current={current}
              open={openMenu === `${variant}:${item.id}`}
              onOpenChange={(open) => setOpenMenu(open ? `${variant}:${item.id}` : null)}
            />
          </li>
        );
      }
      return (
        <li key={item.to}>
          <Link
            to={item.to}
            aria-current={current ? "page" : undefined}
            className={
              variant === "bar"
                ? `nav-item flex h-[4.5rem] items-center px-3 text-sm font-semibold tracking-wide ${current ? "nav-item-current" : ""}`
                : `block px-4 py-3 text-base font-semibold ${current ? "text-brand-700" : "text-slate-900"}`
            }
          >
            {item.label}
          </Link>
        </li>
      );
    });
  }

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="container-page flex h-16 items-center justify-between nav:h-[4.5rem]">
        <Link to="/" className="flex items-center gap-2.5 rounded-md">
          <BrandMark />
          <span className="sr-only">, home page</span>
        </Link>
        <nav aria-label="Main" className="hidden nav:block">
          <ul className="flex items-center">{renderItems("bar")}</ul>
        </nav>
        <button
          id="mobile-menu-button"
          type="button"
          className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-900 hover:bg-slate-100 nav:hidden"
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          onClick={() => setMobileOpen((open) => !open)}
        >
          <span className="sr-only">{mobileOpen ? "Close menu" : "Open menu"}</span>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            {mobileOpen ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </div>
      <nav
        id="mobile-menu"
        aria-label="Main"
        hidden={!mobileOpen}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white pb-4 nav:hidden"
      >
        <ul className="container-page divide-y divide-slate-100">{renderItems("stacked")}</ul>
      </nav>
    </header>
  );
}
