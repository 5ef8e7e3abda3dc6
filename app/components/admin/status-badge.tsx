import type { ReactNode } from "react";

/*
 * The colour behind a status. It only repeats what the label and icon say. Each text colour keeps
 * at least 4.5:1 on its own tint (the positive green reaches 4.76:1 on a 5 % tint, and fell just
 * short of 4.5:1 on a stronger one).
 */
const TONES = {
  positive: "border-support-700/40 bg-support-600/5 text-support-700",
  caution: "border-accent-800/40 bg-accent-100 text-accent-800",
  negative: "border-red-700/40 bg-red-50 text-red-800",
  neutral: "border-slate-400 bg-slate-100 text-slate-700",
} as const;

export type StatusBadgeTone = keyof typeof TONES;

export type StatusBadgeProps = {
  label: string;
  tone: StatusBadgeTone;
  /** A shape of its own for each status: a `<BadgeIcon>`. */
  icon: ReactNode;
  /** A tooltip with more detail, e.g. when a scheduled post appears. */
  title?: string;
};

// Comment and outbox badges draw on a 16-unit grid at 14 px; post badges on a 12-unit grid at 10 px.
const ICON_SIZES = { 16: 14, 12: 10 } as const;

type BadgeIconProps = {
  grid: keyof typeof ICON_SIZES;
  /** Draws the shapes as outlines this wide (in grid units); without it they are filled. */
  strokeWidth?: number;
  /** The icon's shapes: `<path>`, `<circle>`. */
  children: ReactNode;
};

/** The frame of a badge's icon, in the text colour and hidden from screen readers: the label says it all. */
export function BadgeIcon({ grid, strokeWidth, children }: BadgeIconProps) {
  const size = ICON_SIZES[grid];
  return (
    <svg
      aria-hidden="true"
      viewBox={`0 0 ${grid} ${grid}`}
      width={size}
      height={size}
      fill={strokeWidth ? "none" : "currentColor"}
      stroke={strokeWidth ? "currentColor" : undefined}
      strokeWidth={strokeWidth}
    >
      {children}
    </svg>
  );
}

/** A status in words and with a distinct icon, so it never rests on colour alone. */
export function StatusBadge({ label, tone, icon, title }: StatusBadgeProps) {
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ${TONES[tone]}`} title={title}>
      {icon}
      {label}
    </span>
  );
}
