/** Placeholder cards while the openings load during a client-side navigation (spec §2: a spinner until the list loads). */
export function JobListSkeleton({ cards = 3 }: { cards?: number }) {
  return (
    <div role="status" aria-live="polite" data-testid="job-list-loading">
      <span className="sr-only">Loading current job openings…</span>
      <ul aria-hidden="true" className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: cards }, (_, index) => (
          <li key={index} className="card animate-pulse p-6 sm:p-7">
            <div className="flex gap-2">
              <div className="h-6 w-20 rounded-full bg-slate-200" />
              <div className="h-6 w-24 rounded-full bg-slate-200" />
            </div>
            <div className="mt-5 h-6 w-3/4 rounded bg-slate-200" />
            <div className="mt-6 grid grid-cols-2 gap-4">
              {Array.from({ length: 4 }, (_, fact) => (
                <div key={fact} className="space-y-2">
                  <div className="h-3 w-16 rounded bg-slate-200" />
                  <div className="h-4 w-24 rounded bg-slate-200" />
                </div>
              ))}
            </div>
            <div className="mt-6 space-y-2">
              <div className="h-4 w-full rounded bg-slate-200" />
              <div className="h-4 w-5/6 rounded bg-slate-200" />
              <div className="h-4 w-4/6 rounded bg-slate-200" />
            </div>
            <div className="mt-7 flex gap-3">
              <div className="h-12 w-32 rounded-lg bg-slate-200" />
              <div className="h-12 w-28 rounded-lg bg-slate-200" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
