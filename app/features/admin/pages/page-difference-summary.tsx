import { isSamePage, type PageDifference } from "./diff-pages.ts";

const FIELD_NAMES: Record<string, string> = { title: "title", navLabel: "short name", slug: "address", lead: "lead", description: "meta description", listing: "listing card", seo: "search and sharing fields" };

/** A version's differences from the page as it is now, section by section. */
export function PageDifferenceSummary({ difference }: { difference: PageDifference }) {
  if (isSamePage(difference)) return <p className="text-sm text-slate-600">The same as the page now.</p>;
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
      {difference.fields.length > 0 ? <li>Page fields that differ: {difference.fields.map((field) => FIELD_NAMES[field] ?? field).join(", ")}.</li> : null}
      {difference.added.map((section) => (
        <li key={`added-${section}`}>Not in this version: {section}.</li>
      ))}
      {difference.removed.map((section) => (
        <li key={`removed-${section}`}>Only in this version: {section}.</li>
      ))}
      {difference.changed.map((change) => (
        <li key={`changed-${change.section}`}>
          {change.section} differs in: {change.fields.join(", ")}.
        </li>
      ))}
      {difference.reordered ? <li>The sections stand in another order.</li> : null}
    </ul>
  );
}
