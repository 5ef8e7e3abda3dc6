import { useEffect, useRef, type KeyboardEvent } from "react";
import { NavLink as RouterNavLink } from "react-router";
import type { NavLink } from "./navigation";

type NavDropdownProps = {
  id: string;
  label: string;
  links: NavLink[];
  open: boolean;
  current: boolean;
  /** "bar": a floating panel in the desktop bar; "stacked": an accordion inside the mobile menu. */
  variant: "bar" | "stacked";
  onOpenChange: (open: boolean) => void;
};

/**
 * A disclosure button that shows a list of links. Keyboard: Enter/Space toggle,
 * ArrowDown/ArrowUp open and move through the links, Home/End jump, Escape
 * closes and returns focus to the button, Tab out closes.
 */
export function NavDropdown({ id, label, links, open, current, variant, onOpenChange }: NavDropdownProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const pendingFocus = useRef<"first" | "last" | null>(null);
  const panelId = `${id}-${variant}-menu`;

  useEffect(() => {
    if (!open || !pendingFocus.current) return;
    const items = linkElements();
    (pendingFocus.current === "first" ? items[0] : items.at(-1))?.focus();
    pendingFocus.current = null;
  });

  function linkElements(): HTMLAnchorElement[] {
    return Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>("a") ?? []);
  }

  function openAndFocus(which: "first" | "last") {
    pendingFocus.current = which;
    if (open) {
      const items = linkElements();
      (which === "first" ? items[0] : items.at(-1))?.focus();
      pendingFocus.current = null;
    } else {
      onOpenChange(true);
    }
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      openAndFocus("first");
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      openAndFocus("last");
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      onOpenChange(false);
    }
  }

  function onListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const items = linkElements();
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    let next: HTMLAnchorElement | undefined;
    if (event.key === "ArrowDown") next = items[(index + 1) % items.length];
    else if (event.key === "ArrowUp") next = items[(index - 1 + items.length) % items.length];
    else if (event.key === "Home") next = items[0];
    else if (event.key === "End") next = items.at(-1);
    else if (event.key === "Escape") {
      event.preventDefault();
      onOpenChange(false);
      buttonRef.current?.focus();
      return;
    } else return;
    event.preventDefault();
    next?.focus();
  }

  const bar = variant === "bar";
  return (
    <div
      className={bar ? "relative" : ""}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
      }}
      // Hover opens the panel for mouse users only: a tap must not open and then toggle it shut.
      onPointerEnter={bar ? (event) => event.pointerType === "mouse" && onOpenChange(true) : undefined}
      onPointerLeave={bar ? (event) => event.pointerType === "mouse" && onOpenChange(false) : undefined}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-current={current ? "page" : undefined}
        onClick={() => onOpenChange(!open)}
        onKeyDown={onButtonKeyDown}
        className={
          bar
            ? `nav-item flex h-[4.5rem] items-center gap-1.5 px-3 text-sm font-semibold tracking-wide ${current ? "nav-item-current" : ""}`
            : `flex w-full items-center justify-between px-4 py-3 text-left text-base font-semibold ${current ? "text-brand-700" : "text-slate-900"}`
        }
      >
        {label}
        <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16" className={`transition-transform ${open ? "rotate-180" : ""}`}>
          <path d="M5.5 7.5 10 12l4.5-4.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <ul
        ref={listRef}
        id={panelId}
        hidden={!open}
        onKeyDown={onListKeyDown}
        className={
          bar
            ? "absolute top-full left-0 z-50 min-w-72 rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
            : "border-l-2 border-brand-100 ml-4 mb-2 pl-2"
        }
      >
        {links.map((link) => (
          <li key={link.to}>
            <RouterNavLink
              to={link.to}
              onClick={() => onOpenChange(false)}
              // In the phone menu each link is a full 44 px touch target.
              className={({ isActive }) =>
                `block rounded-lg px-3 ${bar ? "py-2.5" : "py-3"} text-[0.95rem] ${isActive ? "bg-brand-50 font-semibold text-brand-800" : "text-slate-700 hover:bg-slate-50 hover:text-brand-800"}`
              }
            >
              {link.label}
            </RouterNavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
