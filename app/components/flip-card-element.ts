/**
 * `<kairav-flip-card>` (flip-card.tsx): a face's button turns the card to the other face, which
 * becomes the only one reachable, and the focus follows to that face's button. The state is the
 * card's `data-flipped` (the CSS turns the card on it) and the faces' `inert`.
 */
export class FlipCardElement extends HTMLElement {
  #connection: AbortController | undefined;

  connectedCallback(): void {
    this.#connection = new AbortController();
    this.addEventListener("click", this.#onClick, { signal: this.#connection.signal });
  }

  disconnectedCallback(): void {
    this.#connection?.abort();
  }

  #onClick = (event: MouseEvent): void => {
    const button = event.target instanceof Element ? event.target.closest("[data-flip-turn]") : null;
    const face = button?.closest<HTMLElement>("[data-flip-face]");
    if (!face || face.closest("kairav-flip-card") !== this) return;
    const flipped = face.dataset.flipFace === "front";
    this.dataset.flipped = String(flipped);
    for (const each of this.#faces()) each.inert = (each.dataset.flipFace === "back") !== flipped;
    this.#faces()
      .find((each) => !each.inert)
      ?.querySelector<HTMLElement>("[data-flip-turn]")
      ?.focus();
  };

  #faces(): HTMLElement[] {
    return [...this.querySelectorAll<HTMLElement>("[data-flip-face]")].filter((face) => face.closest("kairav-flip-card") === this);
  }
}
