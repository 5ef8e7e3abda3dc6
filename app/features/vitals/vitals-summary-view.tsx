import { AdminTable } from "#app/components/admin/admin-table.tsx";
import type { VitalName } from "#app/db/schema.ts";
import type { VitalStat, VitalStats, VitalsSummary } from "./get-vitals-summary.server.ts";
import { VitalRatingBadge } from "./vital-rating-badge.tsx";
import { formatVitalValue, rateVital, VITAL_DESCRIPTIONS } from "./vital-ratings.ts";

// The three Core Web Vitals first, then the two that explain a slow LCP.
export const VITAL_COLUMNS: readonly VitalName[] = ["LCP", "INP", "CLS", "FCP", "TTFB"];

// One formatter for the page's hundreds of counts: toLocaleString builds a new one each call.
const sampleCount = new Intl.NumberFormat("en-GB");

/** The count, and the share of samples that were good on their own (the p75 rates the page as a whole). */
function samplesText(stat: VitalStat): string {
  const goodShare = Math.floor((stat.good / stat.samples) * 100);
  return `${sampleCount.format(stat.samples)} ${stat.samples === 1 ? "sample" : "samples"}, ${goodShare} % good`;
}

/** A p75 value, its rating and its sample count; `stacked` puts each on its own line (table cells). */
function Stat({ name, stat, stacked }: { name: VitalName; stat: VitalStat | undefined; stacked?: boolean }) {
  if (!stat) {
    return (
      <span className="text-slate-600">
        <span aria-hidden="true">–</span>
        <span className="sr-only">No samples</span>
      </span>
    );
  }
  return (
    <span className={stacked ? "vital-stat-stacked" : "vital-stat"}>
      <span className="vital-value">{formatVitalValue(name, stat.p75)}</span>
      <VitalRatingBadge rating={rateVital(name, stat.p75)} />
      <span className="vital-samples">{samplesText(stat)}</span>
    </span>
  );
}

type Row = { key: string; label: string; metrics: VitalStats; overall?: boolean };

function rowsOf(summary: VitalsSummary): Row[] {
  return [
    { key: "*", label: "All pages", metrics: summary.overall, overall: true },
    ...summary.routes.map((route) => ({ key: route.route, label: route.route, metrics: route.metrics })),
  ];
}

function RouteLabel({ row }: { row: Row }) {
  return row.overall ? <>{row.label}</> : <code className="break-words">{row.label}</code>;
}

/** p75 per route for one window: cards on phones, a table on wider screens. */
export function VitalsSummaryView({ summary, headingId }: { summary: VitalsSummary; headingId: string }) {
  const rows = rowsOf(summary);
  const caption = `75th percentile per page, last ${summary.days} days`;
  return (
    <>
      <ul aria-labelledby={headingId} className="space-y-4 md:hidden">
        {rows.map((row) => (
          <li key={row.key} className="card p-5">
            <h3 className="font-semibold text-slate-900">
              <RouteLabel row={row} />
            </h3>
            <dl className="vital-figures mt-3">
              {VITAL_COLUMNS.map((name) => (
                <div key={name}>
                  <dt>
                    <abbr title={VITAL_DESCRIPTIONS[name]} className="no-underline">
                      {name}
                    </abbr>
                  </dt>
                  <dd>
                    <Stat name={name} stat={row.metrics[name]} />
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>

      <AdminTable
        caption={caption}
        columns={[
          "Page",
          ...VITAL_COLUMNS.map((name) => ({
            label: (
              <abbr title={VITAL_DESCRIPTIONS[name]} className="no-underline">
                {name}
              </abbr>
            ),
          })),
        ]}
        headings="caps"
        className="hidden overflow-x-auto md:block"
      >
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={row.key} className={`align-top ${row.overall ? "bg-brand-50" : ""}`}>
              <th scope="row" className="w-1/4 px-4 py-3 font-semibold text-slate-900">
                <RouteLabel row={row} />
              </th>
              {VITAL_COLUMNS.map((name) => (
                <td key={name} className="px-4 py-3">
                  <Stat name={name} stat={row.metrics[name]} stacked />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </AdminTable>
      {summary.otherRoutes > 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          {summary.otherRoutes} less visited {summary.otherRoutes === 1 ? "page is" : "pages are"} counted in All pages but not listed.
        </p>
      ) : null}
    </>
  );
}
