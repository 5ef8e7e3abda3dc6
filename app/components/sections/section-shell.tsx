import type { ReactNode } from "react";

type SectionShellProps = {
  id: string;
  heading: string;
  eyebrow?: string;
  intro?: string;
  /** Alternate sections sit on a light tint so long pages read in blocks. */
  tinted: boolean;
  /** Below 640 px the content runs to the screen's edges (pictures, slides), the heading does not. */
  bleedOnPhones?: boolean;
  children: ReactNode;
};

/** The frame every content section shares: spacing, heading, optional intro. */
export function SectionShell({ id, heading, eyebrow, intro, tinted, bleedOnPhones = false, children }: SectionShellProps) {
  return (
    // --surface tells boxes that draw over the background (the scroll affordance) its colour.
    <section id={id} aria-labelledby={`${id}-heading`} className={`py-14 sm:py-20 ${tinted ? "bg-slate-50 [--surface:var(--color-slate-50)]" : "bg-white"}`}>
      <div className="container-page">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h2 id={`${id}-heading`} className={`section-title max-w-3xl ${eyebrow ? "mt-3" : ""}`}>
          {heading}
        </h2>
        {intro ? <p className="mt-4 max-w-3xl text-lg leading-8">{intro}</p> : null}
        <div className={bleedOnPhones ? "mt-8 max-sm:-mx-4 sm:mt-10" : "mt-8 sm:mt-10"}>{children}</div>
      </div>
    </section>
  );
}
