import { VITAL_RATING_LABELS, type VitalRating } from "./vital-ratings.ts";

/**
 * A rating in words, colours and a shape (the `vital-badge` styles in app.css: the page shows
 * hundreds). `wrap` lets a narrow column break "Needs improvement" over two lines.
 */
export function VitalRatingBadge({ rating, wrap }: { rating: VitalRating; wrap?: boolean }) {
  return (
    <span className="vital-badge" data-rating={rating} data-wrap={wrap ? "" : undefined}>
      {VITAL_RATING_LABELS[rating]}
    </span>
  );
}
