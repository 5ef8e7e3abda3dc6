import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { VitalsSummary } from "./get-vitals-summary.server.ts";
import { VitalsSummaryView } from "./vitals-summary-view.tsx";

const summary: VitalsSummary = {
  days: 7,
  overall: { LCP: { p75: 2_480, samples: 1_203, good: 1_000, needsImprovement: 150, poor: 53 } },
  routes: [{ route: "/careers", samples: 3, metrics: { LCP: { p75: 4_100, samples: 3, good: 2, needsImprovement: 0, poor: 1 } } }],
  otherRoutes: 0,
};

/** The page's text, tags dropped. */
function text(html: string): string {
  return html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
}

describe("the web-vitals summary", () => {
  it("shows each p75 with its rating, sample count and the share of samples rated good, rounded down", () => {
    const shown = text(renderToStaticMarkup(<VitalsSummaryView summary={summary} headingId="week" />));
    // 1,000 of 1,203 is 83.1 %; 2 of 3 is 66.7 %, which shows as 66 %.
    expect(shown).toContain("2.48 s Good 1,203 samples, 83 % good");
    expect(shown).toContain("4.10 s Poor 3 samples, 66 % good");
  });

  it("marks each rating's badge with the rating whose shape the stylesheet draws, the same in cards and table", () => {
    const html = renderToStaticMarkup(<VitalsSummaryView summary={summary} headingId="week" />);
    const badges = [...html.matchAll(/<span class="vital-badge" data-rating="([\w-]+)">([^<]+)<\/span>/g)].map((match) => `${match[1]}: ${match[2]}`);
    // The overall row and /careers, each once as a phone card and once as a table row.
    expect(badges).toEqual(["good: Good", "poor: Poor", "good: Good", "poor: Poor"]);
  });
});
