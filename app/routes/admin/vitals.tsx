import { data } from "react-router";
import type { Route } from "./+types/vitals";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { parseEnv } from "#app/config/env.server.ts";
import { ADMIN_RESPONSE_HEADERS, adminMeta } from "#app/features/admin/admin-headers.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";
import { getVitalsSummaries } from "#app/features/vitals/get-vitals-summary.server.ts";
import { VitalRatingBadge } from "#app/features/vitals/vital-rating-badge.tsx";
import { formatVitalValue, VITAL_DESCRIPTIONS, VITAL_THRESHOLDS } from "#app/features/vitals/vital-ratings.ts";
import { VITAL_COLUMNS, VitalsSummaryView } from "#app/features/vitals/vitals-summary-view.tsx";
import { readVitalsWindow, VitalsWindowLinks } from "#app/features/vitals/vitals-window.tsx";

export const headers: Route.HeadersFunction = () => ADMIN_RESPONSE_HEADERS;

export const meta: Route.MetaFunction = () => adminMeta("Web vitals");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const days = readVitalsWindow(new URL(request.url).searchParams);
  const [summary] = await getVitalsSummaries(context.db, [days]);
  return data({ summary: summary!, sampleRate: parseEnv().VITALS_SAMPLE_RATE }, { headers: ADMIN_RESPONSE_HEADERS });
}

function percent(rate: number): string {
  return `${Math.round(rate * 1000) / 10} %`;
}

function Thresholds() {
  return (
    <details className="card mb-8 p-4 sm:p-5">
      <summary className="min-h-11 cursor-pointer content-center font-semibold text-brand-900 md:min-h-0">How each metric is rated</summary>
      {/* Four columns do not fit the narrowest phones: the table scrolls sideways in its own box. */}
      <div data-scroll-affordance="" tabIndex={0} role="region" aria-label="Rating thresholds" className="mt-3">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">web.dev thresholds for the 75th percentile</caption>
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-2 font-semibold sm:pr-3">
                Metric
              </th>
              {(["good", "needs-improvement", "poor"] as const).map((rating) => (
                <th key={rating} scope="col" className="py-2 pr-2 font-semibold last:pr-0 sm:pr-3">
                  <VitalRatingBadge rating={rating} wrap />
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {VITAL_COLUMNS.map((name) => {
              const { good, poor } = VITAL_THRESHOLDS[name];
              return (
                <tr key={name}>
                  <th scope="row" className="py-2 pr-2 font-semibold text-slate-900 sm:pr-3">
                    {name}
                    <span className="block font-normal text-slate-600 sm:ml-1 sm:inline">{VITAL_DESCRIPTIONS[name]}</span>
                  </th>
                  <td className="py-2 pr-2 tabular-nums sm:pr-3">≤ {formatVitalValue(name, good)}</td>
                  <td className="py-2 pr-2 tabular-nums sm:pr-3">≤ {formatVitalValue(name, poor)}</td>
                  <td className="py-2 tabular-nums">&gt; {formatVitalValue(name, poor)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </details>
  );
}

export default function Vitals({ loaderData }: Route.ComponentProps) {
  const { summary, sampleRate } = loaderData;
  const headingId = `vitals-${summary.days}-days`;
  return (
    <AdminPage
      title="Web vitals"
      description={`How fast pages are for real visitors: the 75th percentile of each metric, from ${percent(sampleRate)} of page views on this server. Days run in UTC, today's so far included.`}
    >
      <Thresholds />
      <VitalsWindowLinks current={summary.days} />
      <section aria-labelledby={headingId} className="mb-10">
        <h2 id={headingId} className="mb-4 text-xl font-semibold text-slate-900">
          Last {summary.days} days
        </h2>
        {summary.routes.length === 0 ? (
          <p className="card p-6 text-slate-700">No samples in the last {summary.days} days.</p>
        ) : (
          <VitalsSummaryView summary={summary} headingId={headingId} />
        )}
      </section>
    </AdminPage>
  );
}
