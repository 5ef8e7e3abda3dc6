/**
 * `<kairav-scroll-to-top>` (scroll-to-top-button.tsx): shows its button (removes `hidden`) while
 * the page is scrolled by at least one viewport height, and scrolls back to the top when it is
 * pressed, smoothly unless the visitor asks for reduced motion.
 */
export class ScrollToTopElement extends HTMLElement {
  #connection: AbortController | undefined;

  connectedCallback(): void {
    this.#connection = new AbortController();
    const options = { signal: this.#connection.signal };
    const passive = { ...options, passive: true };
    window.addEventListener("scroll", this.#update, passive);
    window.addEventListener("resize", this.#update, passive);
    this.addEventListener("click", this.#onClick, options);
    this.#update();
  }

  disconnectedCallback(): void {
    this.#connection?.abort();
  }

  #button(): HTMLButtonElement | null {
    return this.querySelector(":scope > button");
  }

  #update = (): void => {
    const button = this.#button();
    const hidden = window.scrollY < window.innerHeight;
    if (button && button.hidden !== hidden) button.hidden = hidden;
  };

  #onClick = (event: MouseEvent): void => {
    if (!this.#button()?.contains(event.target as Node)) return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduced ? "instant" : "smooth" });
  };
}
