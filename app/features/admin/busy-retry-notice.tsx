/** Says that a form refused as busy goes again by itself (use-retry-when-busy.ts), while it waits to. */
export function BusyRetryNotice({ retrying }: { retrying: boolean }) {
  if (!retrying) return null;
  return (
    <p role="status" className="mt-2 text-sm text-slate-700">
      Trying again automatically…
    </p>
  );
}
