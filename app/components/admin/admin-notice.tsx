/**
 * The confirmation a staff page shows after a change (`?notice=saved` and the like). The live
 * region is always in the page, empty when there is nothing to say, so screen readers announce
 * a notice that arrives with a client-side navigation.
 */
export function AdminNotice({ message }: { message: string | null | undefined }) {
  return (
    <div role="status" className={message ? "mb-6" : undefined}>
      {message ? (
        <p className="flex items-start gap-2 rounded-lg border border-l-4 border-support-700 bg-white px-4 py-3 font-medium text-slate-900">
          <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" className="mt-0.5 shrink-0 text-support-700" fill="currentColor">
            <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm3.7 5.8-4.4 5a.75.75 0 0 1-1.1.03l-2-2a.75.75 0 1 1 1.06-1.06l1.44 1.44 3.87-4.4a.75.75 0 1 1 1.13.99Z" />
          </svg>
          <span>{message}</span>
        </p>
      ) : null}
    </div>
  );
}
