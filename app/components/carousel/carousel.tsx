import { useHydratedByReact } from "#app/components/hydrated-by-react.ts";
import type { ReactNode } from "react";
import { slideDistance } from "./wrap-index";

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "kairav-carousel": React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}

type CarouselProps<T> = {
  /** Names the carousel for screen readers, e.g. "Highlights". */
  label: string;
  items: readonly T[];
  getKey: (item: T) => string;
  /**
   * The markup of one slide, as the page first shows it: the first slide `active`, `near` for it
   * and its neighbours. What only those may hold at first (heavy media) goes in a `WhenNear`.
   */
  renderSlide: (item: T, index: number, active: boolean, near: boolean) => ReactNode;
  /** What one item is called in control labels: "slide", "testimonial". */
  noun?: string;
  /** Rotate every this many milliseconds, with a pause control; never under reduced motion. */
  autoplayMs?: number;
  showDots?: boolean;
  showArrows?: boolean;
  tone?: "light" | "dark";
  className?: string;
  controlsClassName?: string;
};

/** More slide pickers than this may not fit beside the arrows on a 320 px screen: they scroll. */
const DOTS_THAT_ALWAYS_FIT = 7;

/**
 * The WAI-ARIA carousel pattern: labelled previous/next buttons that wrap both
 * ways, slide pickers, arrow keys, swipe, and an autoplay that pauses on hover
 * and focus and can be stopped. The controls stay on one line at any width: a
 * long row of slide pickers scrolls sideways in its own strip, which keeps the
 * current one in view.
 *
 * This renders the first slide shown; carousel-element.ts moves it. Styles that
 * follow the current slide key off `data-active`, the one state the element sets.
 */
export function Carousel<T>({
  label,
  items,
  getKey,
  renderSlide,
  noun = "slide",
  autoplayMs,
  showDots = true,
  showArrows = true,
  tone = "light",
  className = "",
  controlsClassName = "",
}: CarouselProps<T>) {
  const count = items.length;
  const dotsScroll = showDots && count > DOTS_THAT_ALWAYS_FIT;
  const autoplay = Boolean(autoplayMs);

  const controlTone =
    tone === "dark"
      ? "border-white/30 bg-white/10 text-white hover:bg-white/20"
      : "border-slate-300 bg-white text-slate-800 hover:border-brand-700 hover:text-brand-800";
  const dotTone = tone === "dark" ? "bg-white/50 data-[active=true]:bg-accent-500" : "bg-slate-400 data-[active=true]:bg-brand-900";

  return (
    <kairav-carousel className="contents" data-autoplay-ms={autoplay ? autoplayMs : undefined}>
      <section aria-roledescription="carousel" aria-label={label} className={className}>
        {/* Swipe: sideways drags on the slides are ours (touch-action), vertical ones still scroll the page. */}
        <div data-carousel-slides="" className="grid touch-pan-y touch-pinch-zoom" aria-live={autoplay ? "off" : "polite"}>
          {items.map((item, itemIndex) => {
            const active = itemIndex === 0;
            return (
              <div
                key={getKey(item)}
                role="group"
                aria-roledescription="slide"
                aria-label={`${itemIndex + 1} of ${count}`}
                inert={!active}
                data-active={active}
                className="invisible opacity-0 transition-[opacity,visibility] duration-500 [grid-area:1/1] data-[active=true]:visible data-[active=true]:opacity-100"
              >
                {renderSlide(item, itemIndex, active, slideDistance(0, itemIndex, count) <= 1)}
              </div>
            );
          })}
        </div>
        <div className={`flex items-center gap-2 sm:gap-3 ${controlsClassName}`}>
          {autoplay ? (
            // The element hides it under reduced motion, where nothing rotates.
            <button type="button" data-carousel-toggle="" className={`inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full border ${controlTone}`}>
              <span className="contents" data-carousel-when="playing">
                <span className="sr-only">{`Stop automatic ${noun} show`}</span>
                <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16" fill="currentColor">
                  <path d="M6 4h3v12H6zM11 4h3v12h-3z" />
                </svg>
              </span>
              <span className="contents" data-carousel-when="paused" hidden>
                <span className="sr-only">{`Start automatic ${noun} show`}</span>
                <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16" fill="currentColor">
                  <path d="M6 4l10 6-10 6z" />
                </svg>
              </span>
            </button>
          ) : null}
          {showArrows ? (
            <StepButton step={-1} label={`Previous ${noun}`} className={controlTone} />
          ) : null}
          {showDots ? (
            <div
              data-carousel-dots=""
              data-scroll-affordance={dotsScroll ? "" : undefined}
              className={`relative flex min-w-0 items-center [scrollbar-width:none] ${tone === "dark" ? "[--scroll-cover:transparent]" : ""}`}
            >
              {items.map((item, itemIndex) => (
                <button key={getKey(item)} type="button" aria-current={itemIndex === 0} className="group inline-flex h-8 w-6 shrink-0 items-center justify-center sm:w-7">
                  <span className="sr-only">{`Show ${noun} ${itemIndex + 1}`}</span>
                  <span
                    aria-hidden="true"
                    data-active={itemIndex === 0}
                    className={`block h-2.5 w-2.5 rounded-full transition-all data-[active=true]:w-6 ${dotTone}`}
                  />
                </button>
              ))}
            </div>
          ) : null}
          {showArrows ? (
            <StepButton step={1} label={`Next ${noun}`} className={controlTone} />
          ) : null}
        </div>
      </section>
    </kairav-carousel>
  );
}

/**
 * Part of a slide (a picture) that stays out of the page until the slide or one next to it is
 * shown, so it never competes with what is on screen: inert in a `<template>` until the carousel
 * element brings it in. With `now`, it is in the page from the start.
 */
export function WhenNear({ now, children }: { now: boolean; children: ReactNode }) {
  const hydratedByReact = useHydratedByReact();
  return now || hydratedByReact ? children : <template data-carousel-near="">{children}</template>;
}

/** Previous (-1) or next (1): the element steps by `data-carousel-step`. */
function StepButton({ step, label, className }: { step: -1 | 1; label: string; className: string }) {
  return (
    <button type="button" data-carousel-step={step} className={`inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full border ${className}`}>
      <span className="sr-only">{label}</span>
      <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
        <path d={step < 0 ? "M12.5 4.5 7 10l5.5 5.5" : "M7.5 4.5 13 10l-5.5 5.5"} />
      </svg>
    </button>
  );
}
