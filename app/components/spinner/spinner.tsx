/**
 * A busy indicator that replaces a form's buttons while it is being sent. It is a live status,
 * so screen readers announce the label once when it appears.
 */
export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="inline-flex items-center gap-3 py-3 text-sm font-medium text-slate-600" data-testid="spinner">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28" className="animate-spin text-brand-700">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path d="M22 12a10 10 0 0 0-10-10" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span>{label}</span>
    </div>
  );
}
