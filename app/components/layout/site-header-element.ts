import { focusContentOnArrival, focusMainContent } from "./focus-content-on-arrival.ts";
import { mobileMenuButton } from "./mobile-menu-button.ts";
import { NavDropdownElement } from "./nav-dropdown-element.ts";

/**
 * `<kairav-site-header>` (site-header.tsx): the phone menu button (its `aria-expanded`, name and
 * icon, the menu's `hidden`; Escape closes the menu and returns the focus to the button), and
 * every open panel closing when a link in the header is followed.
 *
 * A followed link loads a new page on the public site, which then takes the focus to its content
 * (focus-content-on-arrival.ts: start-after-paint.ts does it on a public page, before this element
 * is defined, and the element where that script does not run); in the staff console React Router
 * navigates inside the page instead and renders the new path into `data-path`, and the element
 * closes the panels and moves the focus the same way.
 */
export class SiteHeaderElement extends HTMLElement {
  static observedAttributes = ["data-path"];
  #connection: AbortController | undefined;

  connectedCallback(): void {
    this.#connection = new AbortController();
    const options = { signal: this.#connection.signal };
    this.addEventListener("click", this.#onClick, options);
    document.addEventListener("keydown", this.#onDocumentKeyDown, options);
    focusContentOnArrival();
  }

  disconnectedCallback(): void {
    this.#connection?.abort();
  }

  attributeChangedCallback(_name: string, previous: string | null, path: string | null): void {
    if (previous === null || previous === path) return;
    this.closePanels();
    // React is still committing the navigation, and puts back the focus it saw before the commit.
    queueMicrotask(focusMainContent);
  }

  /** Closes the phone menu and every dropdown. */
  closePanels(): void {
    this.#setMenuOpen(false);
    for (const dropdown of this.querySelectorAll("kairav-nav-dropdown")) {
      if (dropdown instanceof NavDropdownElement && dropdown.expanded) dropdown.setExpanded(false);
    }
  }

  #menuButton(): HTMLButtonElement | null {
    return this.querySelector("#mobile-menu-button");
  }

  #menuOpen(): boolean {
    return this.#menuButton()?.getAttribute("aria-expanded") === "true";
  }

  #setMenuOpen(open: boolean): void {
    const button = this.#menuButton();
    const menu = this.querySelector<HTMLElement>("#mobile-menu");
    if (!button || !menu || this.#menuOpen() === open) return;
    const state = open ? mobileMenuButton.open : mobileMenuButton.closed;
    button.setAttribute("aria-expanded", String(open));
    const label = button.querySelector(".sr-only");
    if (label) label.textContent = state.label;
    button.querySelector("svg path")?.setAttribute("d", state.icon);
    menu.hidden = !open;
  }

  #onClick = (event: MouseEvent): void => {
    const target = event.target as Element;
    if (this.#menuButton()?.contains(target)) this.#setMenuOpen(!this.#menuOpen());
    else if (target.closest("a[href]")) this.closePanels();
  };

  #onDocumentKeyDown = (event: KeyboardEvent): void => {
    if (event.key !== "Escape" || !this.#menuOpen()) return;
    this.#setMenuOpen(false);
    this.#menuButton()?.focus();
  };
}
