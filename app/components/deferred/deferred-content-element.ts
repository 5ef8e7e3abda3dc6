/**
 * `<kairav-deferred-content>` (deferred-content.tsx): replaces its placeholder with its template's
 * content once the placeholder comes within a screen's height of the viewport. Content from another
 * site (an embedded map) then costs a visitor who never scrolls to it nothing: no frame, no
 * request to that site, no work on the main thread while the page loads.
 */
export class DeferredContentElement extends HTMLElement {
  #watching?: IntersectionObserver;

  connectedCallback(): void {
    // The element itself is `display: contents` and has no box to watch: its placeholder has.
    const placeholder = this.firstElementChild;
    if (!(placeholder instanceof HTMLElement) || placeholder instanceof HTMLTemplateElement || typeof IntersectionObserver === "undefined") {
      this.#reveal();
      return;
    }
    this.#watching = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        this.#watching?.disconnect();
        this.#reveal();
      },
      { rootMargin: "100% 0px" },
    );
    this.#watching.observe(placeholder);
  }

  disconnectedCallback(): void {
    this.#watching?.disconnect();
  }

  #reveal(): void {
    const template = this.querySelector(":scope > template");
    if (!(template instanceof HTMLTemplateElement)) return;
    // Parsed HTML holds the content in `content`; a template React created in the browser holds it as children.
    const content = template.content.childNodes.length > 0 ? template.content : [...template.childNodes];
    this.replaceChildren(...(content instanceof DocumentFragment ? [content] : content));
  }
}
