import { pointsAtShownPage } from "./same-page-link.ts";

/**
 * `<kairav-site-footer>` (site-footer.tsx): footer links always land at the top of the page. A
 * link to another page opens it at the top anyway; one to the page already shown would leave the
 * visitor at the bottom of it, so the element scrolls up first.
 */
export class SiteFooterElement extends HTMLElement {
  #connection: AbortController | undefined;

  connectedCallback(): void {
    this.#connection = new AbortController();
    this.addEventListener("click", this.#onClick, { signal: this.#connection.signal });
  }

  disconnectedCallback(): void {
    this.#connection?.abort();
  }

  #onClick = (event: MouseEvent): void => {
    // A click that opens the link in another tab or window leaves this page where it is.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest("a");
    if (link && pointsAtShownPage(link.href, location.href)) window.scrollTo({ top: 0, behavior: "instant" });
  };
}
