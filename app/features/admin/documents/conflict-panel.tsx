/**
 * Shown when a save was refused because someone else saved first: what their version is, and the
 * two ways on. Nothing is lost either way: the editor keeps the person's own changes until they choose.
 */
export function ConflictPanel({ summary, theirs, onTakeTheirs, onKeepMine }: { summary: string; theirs: unknown; onTakeTheirs: () => void; onKeepMine: () => void }) {
  return (
    <section aria-labelledby="conflict-heading" className="mb-6 rounded-xl border border-red-700/40 bg-red-50 p-4">
      <h2 id="conflict-heading" className="font-semibold text-red-900">
        Another version was saved
      </h2>
      <p className="mt-1 text-sm text-slate-800">{summary} Yours is still in the editor.</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className="btn-outline min-h-11 px-4 py-2 text-sm" onClick={onTakeTheirs}>
          Take their version
        </button>
        <button type="button" className="btn-primary min-h-11 px-4 py-2 text-sm" onClick={onKeepMine}>
          Keep mine and save it over theirs
        </button>
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold">See their version</summary>
        <pre className="mt-2 max-h-80 overflow-auto rounded bg-white p-3 text-xs whitespace-pre-wrap">{JSON.stringify(theirs, null, 2)}</pre>
      </details>
    </section>
  );
}
