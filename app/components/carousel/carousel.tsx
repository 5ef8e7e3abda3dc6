import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useReducedMotion } from "./use-reduced-motion";
import { wrapIndex } from "./wrap-index";

type CarouselProps<T> = {
  /** Names the carousel for screen readers, e.g. "Highlights". */
  label: string;
  items: readonly T[];
  getKey: (item: T) => string;
  /** `near` is true for the active slide and its neighbours: heavy media can wait for the others. */
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
  const [index, setIndex] = useState(0);
  const reducedMotion = useReducedMotion();
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const pointerStart = useRef<number | null>(null);
  const dotsRef = useRef<HTMLDivElement>(null);
  const dotsScroll = showDots && count > DOTS_THAT_ALWAYS_FIT;
  const autoplay = Boolean(autoplayMs) && !reducedMotion;
  const rotating = autoplay && playing && !hovered && !focused;

  const go = (to: number) => setIndex(wrapIndex(to, count));

  useEffect(() => {
    if (!rotating || !autoplayMs) return;
    const timer = window.setInterval(() => setIndex((current) => wrapIndex(current + 1, count)), autoplayMs);
    return () => window.clearInterval(timer);
  }, [rotating, autoplayMs, count]);

  useEffect(() => {
    const strip = dotsRef.current;
    const dot = strip?.children[index] as HTMLElement | undefined;
    if (!strip || !dot || strip.scrollWidth <= strip.clientWidth) return;
    // Only the strip scrolls (scrollIntoView would scroll the page too).
    strip.scrollTo({ left: dot.offsetLeft - (strip.clientWidth - dot.offsetWidth) / 2, behavior: reducedMotion ? "auto" : "smooth" });
  }, [index, reducedMotion]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const target = event.target as HTMLElement;
    if (target.closest("input, textarea, select")) return;
    if (event.key === "ArrowRight") {
      event.preventDefault();
      go(index + 1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      go(index - 1);
    }
  }

  const controlTone =
    tone === "dark"
      ? "border-white/30 bg-white/10 text-white hover:bg-white/20"
      : "border-slate-300 bg-white text-slate-800 hover:border-brand-700 hover:text-brand-800";
  const dotTone = tone === "dark" ? "bg-white/50 data-[active=true]:bg-accent-500" : "bg-slate-400 data-[active=true]:bg-brand-900";

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={className}
      onKeyDown={onKeyDown}
      onPointerEnter={(event) => event.pointerType === "mouse" && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {/* Swipe: sideways drags on the slides are ours (touch-action), vertical ones still scroll the page. */}
      <div
        className="grid touch-pan-y touch-pinch-zoom"
        aria-live={rotating ? "off" : "polite"}
        onPointerDown={(event) => {
          if (event.isPrimary) pointerStart.current = event.clientX;
        }}
        onPointerCancel={() => {
          pointerStart.current = null;
        }}
        onPointerUp={(event) => {
          if (pointerStart.current === null) return;
          const distance = event.clientX - pointerStart.current;
          pointerStart.current = null;
          if (Math.abs(distance) > 50) go(index + (distance < 0 ? 1 : -1));
        }}
      >
        {items.map((item, itemIndex) => {
          const active = itemIndex === index;
          const distance = Math.min(wrapIndex(itemIndex - index, count), wrapIndex(index - itemIndex, count));
          return (
            <div
              key={getKey(item)}
              role="group"
              aria-roledescription="slide"
              aria-label={`${itemIndex + 1} of ${count}`}
              inert={!active}
              data-active={active}
              className={`[grid-area:1/1] transition-[opacity,visibility] duration-500 ${active ? "visible opacity-100" : "invisible opacity-0"}`}
            >
              {renderSlide(item, itemIndex, active, distance <= 1)}
            </div>
          );
        })}
      </div>
      <div className={`flex items-center gap-2 sm:gap-3 ${controlsClassName}`}>
        {autoplay ? (
          <button
            type="button"
            onClick={() => setPlaying((value) => !value)}
            className={`inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full border ${controlTone}`}
          >
            <span className="sr-only">{playing ? `Stop automatic ${noun} show` : `Start automatic ${noun} show`}</span>
            <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16" fill="currentColor">
              {playing ? <path d="M6 4h3v12H6zM11 4h3v12h-3z" /> : <path d="M6 4l10 6-10 6z" />}
            </svg>
          </button>
        ) : null}
        {showArrows ? (
          <button type="button" onClick={() => go(index - 1)} className={`inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full border ${controlTone}`}>
            <span className="sr-only">Previous {noun}</span>
            <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
              <path d="M12.5 4.5 7 10l5.5 5.5" />
            </svg>
          </button>
        ) : null}
        {showDots ? (
          <div
            ref={dotsRef}
            data-scroll-affordance={dotsScroll ? "" : undefined}
            className={`relative flex min-w-0 items-center [scrollbar-width:none] ${tone === "dark" ? "[--scroll-cover:transparent]" : ""}`}
          >
            {items.map((item, itemIndex) => (
              <button
                key={getKey(item)}
                type="button"
                aria-current={itemIndex === index}
                onClick={() => go(itemIndex)}
                className="group inline-flex h-8 w-6 shrink-0 items-center justify-center sm:w-7"
              >
                <span className="sr-only">{`Show ${noun} ${itemIndex + 1}`}</span>
                <span aria-hidden="true" className={`block h-2.5 rounded-full transition-all ${itemIndex === index ? "w-6" : "w-2.5"} ${dotTone}`} data-active={itemIndex === index} />
              </button>
            ))}
          </div>
        ) : null}
        {showArrows ? (
          <button type="button" onClick={() => go(index + 1)} className={`inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full border ${controlTone}`}>
            <span className="sr-only">Next {noun}</span>
            <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
              <path d="M7.5 4.5 13 10l-5.5 5.5" />
            </svg>
          </button>
        ) : null}
      </div>
    </section>
  );
}
