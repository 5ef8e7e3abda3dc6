import type { ReactNode } from "react";

type JobActionProps = {
  /** True once React runs: the action opens a dialog. Before that it is a link to the same panel, rendered in the page. */
  hydrated: boolean;
  href: string;
  onOpen: () => void;
  className: string;
  describedBy?: string;
  children: ReactNode;
};

/** 'Apply Now' and 'View & Apply': a button with JavaScript, a plain link without it. */
export function JobAction({ hydrated, href, onOpen, className, describedBy, children }: JobActionProps) {
  if (!hydrated) {
    return (
      <a href={href} className={className} aria-describedby={describedBy}>
        {children}
      </a>
    );
  }
  return (
    <button type="button" onClick={onOpen} className={className} aria-describedby={describedBy} aria-haspopup="dialog">
      {children}
    </button>
  );
}
