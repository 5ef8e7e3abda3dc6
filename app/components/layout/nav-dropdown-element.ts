import { firstGesturePointer } from "#app/components/first-gesture.ts";
import { linkIndexForKey } from "./menu-keys.ts";

/**
 * `<kairav-nav-dropdown>` (nav-dropdown.tsx): opens and closes the panel of links under its
 * button. Whether it is open lives in the markup (the button's `aria-expanded`, the panel's
 * `hidden`), so the element picks up the state it finds when it connects. One dropdown of the
 * page is open at a time.
 */
export class NavDropdownElement extends HTMLElement {
  static #shown: NavDropdownElement | null = null;
  #connection: AbortController | undefined;

  connectedCallback(): void {
    this.#connection = new AbortController();
    const options = { signal: this.#connection.signal };
    this.addEventListener("click", this.#onClick, options);
    this.addEventListener("keydown", this.#onKeyDown, options);
    this.addEventListener("focusout", this.#onFocusOut, options);
    if (this.dataset.variant === "bar") {
      this.addEventListener("pointerenter", this.#onPointerEnter, options);
      this.addEventListener("pointerleave", this.#onPointerLeave, options);
    }
    if (this.expanded) NavDropdownElement.#shown = this;
    // Defined with a mouse already over it (a page loads its elements at the pointer's first
    // move): it opens as the pointerenter it missed would have opened it, for a mouse only.
    else if (this.dataset.variant === "bar" && firstGesturePointer() === "mouse" && this.matches(":hover")) this.setExpanded(true);
  }

  disconnectedCallback(): void {
    this.#connection?.abort();
    if (NavDropdownElement.#shown === this) NavDropdownElement.#shown = null;
  }

  get expanded(): boolean {
    return this.#button()?.getAttribute("aria-expanded") === "true";
  }

  /** Opens or closes the panel; opening closes whichever other dropdown is open. */
  setExpanded(open: boolean): void {
    const button = this.#button();
    const panel = this.#panel();
    if (!button || !panel) return;
    if (open && NavDropdownElement.#shown !== this) NavDropdownElement.#shown?.setExpanded(false);
    if (open) NavDropdownElement.#shown = this;
    else if (NavDropdownElement.#shown === this) NavDropdownElement.#shown = null;
    button.setAttribute("aria-expanded", String(open));
    panel.hidden = !open;
    button.querySelector("svg")?.classList.toggle("rotate-180", open);
  }

  #button(): HTMLButtonElement | null {
    return this.querySelector(":scope > button");
  }

  #panel(): HTMLElement | null {
    return this.querySelector(":scope > ul");
  }

  #links(): HTMLAnchorElement[] {
    return [...(this.#panel()?.querySelectorAll("a") ?? [])];
  }

  #focusLink(which: "first" | "last"): void {
    this.setExpanded(true);
    const links = this.#links();
    (which === "first" ? links[0] : links.at(-1))?.focus();
  }

  #onClick = (event: MouseEvent): void => {
    const target = event.target as Element;
    const button = this.#button();
    if (button?.contains(target)) this.setExpanded(!this.expanded);
    else if (target.closest("a")) this.setExpanded(false);
  };

  #onKeyDown = (event: KeyboardEvent): void => {
    const target = event.target as Element;
    const button = this.#button();
    if (target === button) {
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        this.#focusLink(event.key === "ArrowDown" ? "first" : "last");
      } else if (event.key === "Escape" && this.expanded) {
        event.preventDefault();
        this.setExpanded(false);
      }
      return;
    }
    if (!this.#panel()?.contains(target)) return;
    if (event.key === "Escape") {
      event.preventDefault();
      // The focus moves first, so the link is not left focused inside a hidden panel.
      button?.focus();
      this.setExpanded(false);
      return;
    }
    const links = this.#links();
    const next = linkIndexForKey(event.key, links.indexOf(target as HTMLAnchorElement), links.length);
    if (next === null) return;
    event.preventDefault();
    links[next]?.focus();
  };

  #onFocusOut = (event: FocusEvent): void => {
    if (this.expanded && !this.contains(event.relatedTarget as Node | null)) this.setExpanded(false);
  };

  // Hover opens the panel for mouse users only: a tap must not open and then toggle it shut.
  #onPointerEnter = (event: PointerEvent): void => {
    if (event.pointerType === "mouse") this.setExpanded(true);
  };

  #onPointerLeave = (event: PointerEvent): void => {
    if (event.pointerType === "mouse") this.setExpanded(false);
  };
}
