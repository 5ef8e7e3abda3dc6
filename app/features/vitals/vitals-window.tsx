import { Link } from "react-router";

/*
 * The staff page shows one window at a time: both windows, each with a card list for phones and a
 * table for wider screens, made the page several hundred kilobytes once a site has many routes.
 */

export const VITALS_WINDOWS = [7, 30] as const;
export type VitalsWindow = (typeof VITALS_WINDOWS)[number];

/** `?days=30` shows the last 30 days; anything else the last 7. */
export function readVitalsWindow(parameters: URLSearchParams): VitalsWindow {
  return parameters.get("days") === "30" ? 30 : 7;
}

export function VitalsWindowLinks({ current }: { current: number }) {
  return (
    <nav aria-label="Period" className="mb-6">
      <ul className="flex gap-2">
        {VITALS_WINDOWS.map((days) => (
          <li key={days}>
            <Link
              to={days === 7 ? "/admin/vitals" : `/admin/vitals?days=${days}`}
              aria-current={days === current ? "page" : undefined}
              className={`inline-flex min-h-11 items-center rounded-lg border px-4 text-sm font-semibold ${
                days === current ? "border-brand-900 bg-brand-900 text-white" : "border-slate-300 bg-white text-slate-800 hover:border-brand-700 hover:text-brand-800"
              }`}
            >
              Last {days} days
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
