import { SiteLink } from "#app/components/site-link.tsx";
import type { SearchPage, SearchResult } from "./get-search-page.server.ts";
import type { MarkedPart } from "./marked-text.ts";
import { searchCopy, searchSuggestions } from "./search-copy.ts";
import { searchPath } from "./search-path.ts";

const markClass = "[&_mark]:rounded-sm [&_mark]:bg-accent-100 [&_mark]:px-0.5 [&_mark]:text-slate-900";

function Marked({ parts }: { parts: MarkedPart[] }) {
  return parts.map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : part.text));
}

function ResultItem({ result }: { result: SearchResult }) {
  return (
    <li className="border-b border-slate-200 py-6">
      <p className="text-sm font-semibold tracking-wide text-brand-700">
        {result.kindLabel}
        {result.section ? <span className="font-normal text-slate-600"> · {result.section}</span> : null}
      </p>
      <h2 className={`mt-1 text-xl font-bold ${markClass}`}>
        <SiteLink to={result.url} className="text-brand-900 underline-offset-4 hover:underline">
          <Marked parts={result.title} />
        </SiteLink>
      </h2>
      <p className={`mt-2 leading-7 text-slate-700 ${markClass}`}>
        <Marked parts={result.snippet} />
      </p>
    </li>
  );
}

/** Previous and next links and where the page stands; plain links, so paging needs no script. */
function SearchPager({ query, page, pageCount }: { query: string; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const linkClass = "btn-outline";
  return (
    <nav aria-label="Result pages" className="mt-8 flex flex-wrap items-center gap-4">
      {page > 1 ? (
        <SiteLink to={searchPath(query, Math.min(page - 1, pageCount))} rel="prev" className={linkClass}>
          Previous page
        </SiteLink>
      ) : null}
      <p className="text-slate-600">{`Page ${Math.min(page, pageCount)} of ${pageCount}`}</p>
      {page < pageCount ? (
        <SiteLink to={searchPath(query, page + 1)} rel="next" className={linkClass}>
          Next page
        </SiteLink>
      ) : null}
    </nav>
  );
}

function Suggestions() {
  return (
    <div className="mt-4">
      <p>{searchCopy.suggestions}</p>
      <ul className="mt-3 flex flex-wrap gap-3">
        {searchSuggestions.map((suggestion) => (
          <li key={suggestion.to}>
            <SiteLink to={suggestion.to} className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-600">
              {suggestion.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What a search found, or why it found nothing: the count is a status message. */
export function SearchResults({ search }: { search: SearchPage }) {
  if (search.state === "empty") {
    return <p className="mt-6 text-slate-600">{searchCopy.hint}</p>;
  }
  if (search.state === "no-words") {
    return (
      <div className="mt-6">
        <p role="status" className="font-semibold text-slate-900">
          {searchCopy.noWords(search.query)}
        </p>
        {search.shortened ? <p className="mt-2 text-slate-600">{searchCopy.shortened}</p> : null}
      </div>
    );
  }
  if (search.state === "bad-page") {
    return (
      <div className="mt-6">
        <p role="status" className="font-semibold text-slate-900">
          {searchCopy.badPage}
        </p>
        <SiteLink to={searchPath(search.query)} className="btn-primary mt-4">
          See the first page of results
        </SiteLink>
      </div>
    );
  }
  if (search.total === 0) {
    return (
      <div className="mt-6">
        <p role="status" className="text-lg font-semibold text-slate-900">
          {searchCopy.noResults(search.query)}
        </p>
        {search.shortened ? <p className="mt-2 text-slate-600">{searchCopy.shortened}</p> : null}
        <Suggestions />
      </div>
    );
  }
  return (
    <div className="mt-6">
      <p role="status" className="text-lg font-semibold text-slate-900">
        {searchCopy.count(search.total, search.query)}
      </p>
      {search.shortened ? <p className="mt-2 text-slate-600">{searchCopy.shortened}</p> : null}
      {search.results.length > 0 ? (
        <ol className="mt-2">
          {search.results.map((result) => (
            <ResultItem key={result.url} result={result} />
          ))}
        </ol>
      ) : (
        <div className="mt-4">
          <p>{searchCopy.pastLastPage(search.page, search.pageCount)}</p>
          <SiteLink to={searchPath(search.query)} className="btn-primary mt-4">
            See the first page of results
          </SiteLink>
        </div>
      )}
      <SearchPager query={search.query} page={search.page} pageCount={search.pageCount} />
    </div>
  );
}
