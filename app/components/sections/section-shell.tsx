import type { ReactNode } from "react";

type SectionShellProps = {
  id: string;
  heading: string;
  eyebrow?: string;
  intro?: string;
  /** Alternate sections sit on a light tint so long pages read in blocks. */
  tinted: boolean;
  children: ReactNode;
};

/** The frame every content section shares: spacing, heading, optional intro. */
export function SectionShell({ id, heading, eyebrow, intro, tinted, children }: SectionShellProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={`py-14 sm:py-20 ${tinted ? "bg-slate-50" : "bg-white"}`}>
      <div className="container-page">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h2 id={`${id}-heading`} className={`section-title max-w-3xl ${eyebrow ? "mt-3" : ""}`}>
          {heading}
        </h2>
        {intro ? <p className="mt-4 max-w-3xl text-lg leading-8">{intro}</p> : null}
        <div className="mt-8 sm:mt-10">{children}</div>
      </div>
    </section>
  );
}
