import { whenFirstGesture } from "#app/components/first-gesture.ts";
import { NEIGHBOURS_LEAD_MS, parsedMarkupShownAt } from "./autoplay-timing.ts";
import { mayStepCarousel, STEP_KEYS } from "./step-keys.ts";
import { slideDistance, swipeStep, wrapIndex } from "./wrap-index";

/**
 * `<kairav-carousel>` (carousel.tsx): moves between the slides its markup holds, the first one
 * shown at first. The state lives in the markup's attributes (`data-active`, `inert`,
 * `aria-current`, `aria-live`, `hidden`), so the element picks up where the page is when it
 * connects, and re-applies its state when React adds or removes slides.
 *
 * What a slide holds back (`WhenNear`: its picture) comes in for the shown slide at once and for
 * its neighbours only once they may be needed: at the visitor's first gesture on the page, which
 * comes before any step they ask for, or NEIGHBOURS_LEAD_MS before the first automatic step. A
 * visitor who only reads the first slide does not fetch, decode and lay out the others' pictures
 * while the page loads.
 *
 * A rotating carousel steps on `data-autoplay-ms` after its shown slide came on screen, and again
 * as long after each step; a pause (the visitor's mouse or focus in it, or its stop button) starts
 * the count afresh. Markup the page was parsed with came on screen at the first paint, before its
 * element was defined (autoplay-timing.ts).
 */
export class CarouselElement extends HTMLElement {
  /** When the wait for the next automatic step began, on the page's clock; undefined while paused. */
  #waitingSince: number | undefined;
  #index = 0;
  #playing = true;
  #hovered = false;
  #focused = false;
  #reducedMotion = false;
  #timer: number | undefined;
  #neighboursWanted = false;
  #neighboursTimer: number | undefined;
  #swipeStart: number | null = null;
  #connection: AbortController | undefined;
  #observer: MutationObserver | undefined;

  constructor() {
    super();
    // Upgraded in place: this markup has been on screen since the page painted it.
    if (this.isConnected) this.#waitingSince = parsedMarkupShownAt();
  }

  connectedCallback(): void {
    this.#waitingSince ??= performance.now();
    this.#connection = new AbortController();
    const options = { signal: this.#connection.signal };
    const motion = window.matchMedia("(prefers-reduced-motion: reduce)");
    this.#reducedMotion = motion.matches;
    motion.addEventListener("change", () => this.#update(() => (this.#reducedMotion = motion.matches)), options);
    this.addEventListener("click", this.#onClick, options);
    this.addEventListener("keydown", this.#onKeyDown, options);
    this.addEventListener("pointerover", this.#onPointerOver, options);
    this.addEventListener("pointerout", this.#onPointerOut, options);
    this.addEventListener("focusin", this.#onFocusIn, options);
    this.addEventListener("focusout", this.#onFocusOut, options);
    this.addEventListener("pointerdown", this.#onPointerDown, options);
    this.addEventListener("pointerup", this.#onPointerUp, options);
    this.addEventListener("pointercancel", this.#onPointerCancel, options);
    this.#index = Math.max(0, this.#slides().findIndex((slide) => slide.dataset.active === "true"));
    // The element upgrades after the page has loaded: the visitor may already be inside it, or
    // resting a mouse on it (a phone's tap leaves `:hover` behind, hence the media query).
    this.#focused = this.contains(document.activeElement);
    this.#hovered = this.matches(":hover") && window.matchMedia("(hover: hover)").matches;
    this.#observer = new MutationObserver(() => this.#render());
    this.#observer.observe(this, { childList: true, subtree: true });
    void whenFirstGesture().then(() => this.#wantNeighbours());
    this.#render();
  }

  #wantNeighbours(): void {
    if (!this.#neighboursWanted && this.isConnected) this.#update(() => (this.#neighboursWanted = true));
  }

  disconnectedCallback(): void {
    this.#connection?.abort();
    this.#observer?.disconnect();
    this.#holdStill();
    window.clearTimeout(this.#neighboursTimer);
    this.#neighboursTimer = undefined;
  }

  /** This carousel's own elements, not those of a carousel nested in a slide. */
  #own<E extends Element = HTMLElement>(selector: string): E[] {
    return [...this.querySelectorAll<E>(selector)].filter((element) => element.closest("kairav-carousel") === this);
  }

  #slides(): HTMLElement[] {
    return this.#own('[aria-roledescription="slide"]');
  }

  #dots(): HTMLElement[] {
    return this.#own("[data-carousel-dots] > button");
  }

  #update(change: () => void): void {
    change();
    this.#render();
  }

  #show(to: number): void {
    this.#update(() => (this.#index = wrapIndex(to, this.#slides().length)));
    const strip = this.#own("[data-carousel-dots]")[0];
    const dot = this.#dots()[this.#index];
    if (!strip || !dot || strip.scrollWidth <= strip.clientWidth) return;
    // Only the strip scrolls (scrollIntoView would scroll the page too).
    strip.scrollTo({ left: dot.offsetLeft - (strip.clientWidth - dot.offsetWidth) / 2, behavior: this.#reducedMotion ? "auto" : "smooth" });
  }

  #render(): void {
    const autoplayMs = Number(this.dataset.autoplayMs) || 0;
    const autoplay = autoplayMs > 0 && !this.#reducedMotion;
    const rotating = autoplay && this.#playing && !this.#hovered && !this.#focused;
    if (rotating) this.#rotate(autoplayMs);
    else this.#holdStill();

    const slides = this.#slides();
    const count = slides.length;
    this.#index = wrapIndex(this.#index, count);
    slides.forEach((slide, slideIndex) => {
      const active = slideIndex === this.#index;
      slide.dataset.active = String(active);
      // Set again unchanged, `inert` still restyles the slide and all it holds (every slide but
      // the shown one is inert in the markup the element connects over).
      if (slide.inert !== !active) slide.inert = !active;
      if (slideDistance(this.#index, slideIndex, count) <= (this.#neighboursWanted ? 1 : 0)) bringInNearContent(slide);
    });
    this.#dots().forEach((dot, dotIndex) => {
      const current = String(dotIndex === this.#index);
      dot.setAttribute("aria-current", current);
      for (const mark of dot.querySelectorAll<HTMLElement>("[data-active]")) mark.dataset.active = current;
    });

    for (const toggle of this.#own("[data-carousel-toggle]")) toggle.hidden = !autoplay;
    for (const part of this.#own("[data-carousel-when]")) part.hidden = (part.dataset.carouselWhen === "playing") !== this.#playing;
    // A slide that changes by itself is not announced; one the visitor asked for is.
    for (const region of this.#own("[data-carousel-slides]")) region.setAttribute("aria-live", rotating ? "off" : "polite");
  }

  /** Waits for the next automatic step, and for the time to bring in the neighbours ahead of the first one, unless already waiting. */
  #rotate(autoplayMs: number): void {
    if (this.#timer !== undefined) return;
    const stepDue = (this.#waitingSince ??= performance.now()) + autoplayMs;
    this.#timer = window.setTimeout(() => this.#stepOnItsOwn(), Math.max(0, stepDue - performance.now()));
    if (this.#neighboursWanted || this.#neighboursTimer !== undefined) return;
    const neighboursDue = stepDue - NEIGHBOURS_LEAD_MS - performance.now();
    // Defined late (a public page defines it some time after the paint), the banner wants them now, in this render.
    if (neighboursDue <= 0) this.#neighboursWanted = true;
    else this.#neighboursTimer = window.setTimeout(() => this.#wantNeighbours(), neighboursDue);
  }

  #holdStill(): void {
    window.clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#waitingSince = undefined;
  }

  #stepOnItsOwn(): void {
    this.#timer = undefined;
    this.#waitingSince = performance.now();
    this.#show(this.#index + 1);
  }

  #onClick = (event: MouseEvent): void => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (!button || button.closest("kairav-carousel") !== this) return;
    if (button.hasAttribute("data-carousel-toggle")) this.#update(() => (this.#playing = !this.#playing));
    else if (button.dataset.carouselStep) this.#show(this.#index + Number(button.dataset.carouselStep));
    else if (this.#dots().includes(button)) this.#show(this.#dots().indexOf(button));
  };

  #onKeyDown = (event: KeyboardEvent): void => {
    if (!(event.target instanceof Element) || !mayStepCarousel(event.key, event.target)) return;
    event.preventDefault();
    this.#show(this.#index + STEP_KEYS[event.key]!);
  };

  #onPointerOver = (event: PointerEvent): void => {
    if (event.pointerType === "mouse" && !this.#hovered) this.#update(() => (this.#hovered = true));
  };

  #onPointerOut = (event: PointerEvent): void => {
    if (this.#hovered && !this.contains(event.relatedTarget as Node | null)) this.#update(() => (this.#hovered = false));
  };

  #onFocusIn = (): void => {
    if (!this.#focused) this.#update(() => (this.#focused = true));
  };

  #onFocusOut = (event: FocusEvent): void => {
    if (!this.contains(event.relatedTarget as Node | null)) this.#update(() => (this.#focused = false));
  };

  #onPointerDown = (event: PointerEvent): void => {
    if (event.isPrimary && this.#onSlides(event)) this.#swipeStart = event.clientX;
  };

  #onPointerUp = (event: PointerEvent): void => {
    const start = this.#swipeStart;
    this.#swipeStart = null;
    if (start === null || !this.#onSlides(event)) return;
    const step = swipeStep(event.clientX - start);
    if (step !== 0) this.#show(this.#index + step);
  };

  #onPointerCancel = (): void => {
    this.#swipeStart = null;
  };

  #onSlides(event: Event): boolean {
    const slides = event.target instanceof Element ? event.target.closest("[data-carousel-slides]") : null;
    return slides !== null && slides.closest("kairav-carousel") === this;
  }
}

/**
 * Puts in the page what a slide held back until it came near (carousel.tsx, `WhenNear`), next to
 * its `<template>`, which stays: React may still own it.
 */
function bringInNearContent(slide: HTMLElement): void {
  for (const template of slide.querySelectorAll<HTMLTemplateElement>('template[data-carousel-near=""]')) {
    template.dataset.carouselNear = "done";
    // Parsed HTML holds the content in `content`; a template React created in the browser holds it as children.
    const held = template.content.childNodes.length > 0 ? [template.content.cloneNode(true)] : [...template.childNodes].map((node) => node.cloneNode(true));
    template.after(...held);
  }
}
