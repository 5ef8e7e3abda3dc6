import type { ReactNode } from "react";

export type AdminTableColumn = {
  label: ReactNode;
  /** Read by screen readers only: a column of buttons needs a heading, not a visible one. */
  visuallyHidden?: boolean;
  /** The heading's own width, alignment or wrapping, e.g. "text-right". */
  className?: string;
};

/*
 * How the column headings look. "caps": small grey capitals, over the dense operational lists.
 * "caps-strong": the inbox's darker, bolder capitals. "plain": sentence case, over the blog's
 * tables; "plain-narrow" is the same with less side padding on phones, for tables that show there.
 * The four were merged from existing tables without changing a pixel; "caps-strong" is a
 * candidate for "caps" whenever the design allows.
 */
const HEADINGS = {
  caps: { head: "border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase", cell: "px-4 py-3 font-semibold" },
  // font-semibold sits on the thead, where the browser's own bold on th overrides it: these headings render bold.
  "caps-strong": { head: "border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase", cell: "px-4 py-3" },
  plain: { head: "border-b border-slate-200 bg-slate-50 text-slate-700", cell: "px-4 py-3 font-semibold" },
  "plain-narrow": { head: "border-b border-slate-200 bg-slate-50 text-slate-700", cell: "px-3 py-3 font-semibold sm:px-4" },
} as const;

export type AdminTableHeadings = keyof typeof HEADINGS;

type AdminTableProps = {
  /** Names the table for screen readers; sighted staff have the page heading. */
  caption: string;
  /** A plain string is a visible heading with nothing special about it. */
  columns: (string | AdminTableColumn)[];
  headings: AdminTableHeadings;
  /** Headings stay on one line; the card scrolls sideways instead. */
  noWrap?: boolean;
  /** Added to the card around the table: when it shows, its margin. */
  className: string;
  /** The table's body: one `<tbody>`. */
  children: ReactNode;
};

/**
 * A staff list as a table in a card, with a screen-reader caption and one row of column headings.
 * Staff lists are compared down their columns (dates, statuses, figures), so a table too wide for
 * its card scrolls sideways inside it rather than stacking its rows, with shadows at the edges
 * that hide columns (the scroll affordance, app.css). No column is pinned: the first is usually a
 * long title that would leave little room for the rest on a tablet. Phones get each list's own
 * card layout instead of the table.
 */
export function AdminTable({ caption, columns, headings, noWrap = false, className, children }: AdminTableProps) {
  const style = HEADINGS[headings];
  return (
    // overflow-x-auto outranks a caller's overflow-hidden (kept for the rounded corners) on this axis;
    // relative keeps visually hidden headings inside the card rather than out on the page.
    <div data-scroll-affordance="" className={`card relative overflow-x-auto ${className}`}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className={noWrap ? `${style.head} whitespace-nowrap` : style.head}>
          <tr>
            {columns.map((column, index) => {
              const heading: AdminTableColumn = typeof column === "string" ? { label: column } : column;
              return (
                // Columns are fixed per table and never reorder.
                <th key={index} scope="col" className={heading.className ? `${style.cell} ${heading.className}` : style.cell}>
                  {heading.visuallyHidden ? <span className="sr-only">{heading.label}</span> : heading.label}
                </th>
              );
            })}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}
