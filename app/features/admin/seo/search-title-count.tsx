import { SEARCH_TITLE_ADVISED_MAX } from "#app/model/seo-fields.ts";

/** The search title's length against what search results show before cutting it. */
export function SearchTitleCount({ id, length }: { id: string; length: number }) {
  const advice = length > SEARCH_TITLE_ADVISED_MAX ? "results may cut it" : "fits in search results";
  return (
    <span id={id} aria-live="polite">
      {length} characters, {advice} (about {SEARCH_TITLE_ADVISED_MAX} show).
    </span>
  );
}
