/*
 * Salaries are written for people ('₹18–26 LPA', 'AED 22,000–28,000 per month'); search engines
 * want numbers, a currency and a period. A salary this cannot read confidently yields null, and
 * the job posting then simply omits baseSalary rather than publishing a wrong figure.
 */

export type SalaryRange = { currency: string; minValue: number; maxValue: number; unitText: "HOUR" | "MONTH" | "YEAR" };

const currencies: [RegExp, string][] = [
  [/^(₹|rs\.?|inr)\s*/i, "INR"],
  [/^(aed)\s*/i, "AED"],
  [/^(\$|usd|us\$)\s*/i, "USD"],
  [/^(€|eur)\s*/i, "EUR"],
  [/^(£|gbp)\s*/i, "GBP"],
];

function readNumber(text: string): number {
  return Number(text.replace(/,/g, ""));
}

export function parseSalary(salary: string | null): SalaryRange | null {
  if (!salary) return null;
  const text = salary.trim();
  const currency = currencies.find(([pattern]) => pattern.test(text));
  if (!currency) return null;
  const rest = text.replace(currency[0], "");
  const amounts = rest.match(/^(\d[\d,]*(?:\.\d+)?)\s*(?:[–—-]\s*(\d[\d,]*(?:\.\d+)?))?\s*(.*)$/);
  if (!amounts) return null;
  const low = readNumber(amounts[1]!);
  const high = amounts[2] ? readNumber(amounts[2]) : low;
  const period = amounts[3] ?? "";

  // 'LPA' is lakhs per annum: 1 lakh = 100,000.
  const lakhs = /^lpa\b/i.test(period);
  const unitText = lakhs || /\b(per|a|\/)\s*(year|annum|yr)\b|annually|yearly/i.test(period)
    ? "YEAR"
    : /\b(per|a|\/)\s*(month|mo)\b|monthly/i.test(period)
      ? "MONTH"
      : /\b(per|an|\/)\s*(hour|hr)\b|hourly/i.test(period)
        ? "HOUR"
        : null;
  if (!unitText || !Number.isFinite(low) || !Number.isFinite(high) || low <= 0 || high < low) return null;
  const scale = lakhs ? 100_000 : 1;
  return { currency: currency[1], minValue: low * scale, maxValue: high * scale, unitText };
}
