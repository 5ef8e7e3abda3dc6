import type { ReactNode } from "react";
import { VITAL_RATING_LABELS, type VitalRating } from "./vital-ratings.ts";

const badgeClass = "inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold";

const styles: Record<VitalRating, string> = {
  good: "border-support-700/50 bg-white text-support-700",
  "needs-improvement": "border-accent-800/40 bg-accent-100 text-accent-800",
  poor: "border-red-700/40 bg-red-50 text-red-800",
};

// A circle, a triangle and a square: the three ratings differ in shape as well as colour and words.
const icons: Record<VitalRating, ReactNode> = {
  good: <circle cx="6" cy="6" r="5" />,
  "needs-improvement": <path d="M6 1 11 11H1Z" />,
  poor: <rect x="1.5" y="1.5" width="9" height="9" />,
};

/** `wrap` lets a narrow column break "Needs improvement" over two lines. */
export function VitalRatingBadge({ rating, wrap }: { rating: VitalRating; wrap?: boolean }) {
  return (
    <span className={`${badgeClass} ${wrap ? "" : "whitespace-nowrap"} ${styles[rating]}`}>
      <svg aria-hidden="true" viewBox="0 0 12 12" width="10" height="10" fill="currentColor" className="shrink-0">
        {icons[rating]}
      </svg>
      {VITAL_RATING_LABELS[rating]}
    </span>
  );
}
