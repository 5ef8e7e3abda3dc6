const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * `2023-02-14` → `14 Feb 2023`. Done by hand rather than with Intl so the server and the
 * browser can never disagree (a hydration mismatch) whatever their locale or time zone.
 */
export function formatPostDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split("-");
  const monthName = MONTHS[Number(month) - 1];
  if (!year || !monthName || !day) return isoDate;
  return `${Number(day)} ${monthName} ${year}`;
}
