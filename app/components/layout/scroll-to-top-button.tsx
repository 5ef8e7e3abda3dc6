declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "kairav-scroll-to-top": React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}

/**
 * A button back to the top of the page, rendered `hidden` (out of sight, of the tab order and of
 * the accessibility tree); scroll-to-top-element.ts shows it once the page has scrolled by at
 * least one viewport height.
 */
export function ScrollToTopButton() {
  return (
    <kairav-scroll-to-top className="contents">
      <button
        type="button"
        hidden
        className="fixed right-4 bottom-4 z-30 inline-flex h-12 w-12 items-center justify-center rounded-full bg-brand-900 text-white shadow-lg transition hover:bg-brand-700 sm:right-6 sm:bottom-6"
      >
        <span className="sr-only">Scroll to top</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
          <path d="M12 19V5M5 12l7-7 7 7" />
        </svg>
      </button>
    </kairav-scroll-to-top>
  );
}
