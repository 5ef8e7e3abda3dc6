/** Search engines show about this much of a meta description. */
const ADVISED = { min: 120, max: 160 } as const;

/** A live count of the meta description's length against the advised range. */
export function DescriptionCount({ id, length }: { id: string; length: number }) {
  const advice = length < ADVISED.min ? "shorter than advised" : length > ADVISED.max ? "longer than advised" : "within the advised length";
  return (
    <span id={id} aria-live="polite">
      {length} characters, {advice} ({ADVISED.min}–{ADVISED.max}).
    </span>
  );
}
