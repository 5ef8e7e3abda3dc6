import { CLOSEST_KIND_TOKEN, CLOSEST_SECTION_ATTRIBUTE, CLOSEST_TITLE_TOKEN, CLOSEST_URL_TOKEN } from "./closest-pages-markup.ts";
import { searchCopy } from "./search-copy.ts";

/**
 * The not-found page's "closest pages": rendered hidden, with one item of tokens, which the
 * server fills per address (closest-pages-markup.ts). Plain links: the list needs no script.
 */
export function ClosestPagesSection() {
  return (
    <section {...{ [CLOSEST_SECTION_ATTRIBUTE]: "" }} hidden aria-labelledby="closest-pages-heading" className="mt-10 w-full max-w-2xl">
      <h2 id="closest-pages-heading" className="text-xl font-bold text-slate-900">
        {searchCopy.closestPages}
      </h2>
      <ul className="mt-3 divide-y divide-slate-200 border-y border-slate-200">
        <li className="flex flex-wrap items-baseline justify-between gap-x-4 py-3">
          <a href={CLOSEST_URL_TOKEN} className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-600">
            {CLOSEST_TITLE_TOKEN}
          </a>
          <span className="text-sm text-slate-600">{CLOSEST_KIND_TOKEN}</span>
        </li>
      </ul>
    </section>
  );
}
