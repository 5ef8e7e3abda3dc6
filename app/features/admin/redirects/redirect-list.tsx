import { Link } from "react-router";
import { AdminTable } from "#app/components/admin/admin-table.tsx";
import { formatTimestamp } from "#app/features/admin/inbox/format-timestamp.ts";
import type { RedirectListItem } from "./list-redirects.server.ts";
import { REDIRECT_STATUS_LABELS } from "./redirect-status.ts";

/** An address written out whole, breaking anywhere: paths and URLs have no spaces to wrap at. */
function Address({ value }: { value: string }) {
  return <code className="font-mono text-sm break-all text-slate-900">{value}</code>;
}

function Kind({ item }: { item: RedirectListItem }) {
  if (item.kind === "staff") return <span className="whitespace-nowrap">{REDIRECT_STATUS_LABELS[item.status]}</span>;
  return (
    <>
      {/* Wraps in a narrow card column rather than running into the next one. */}
      <span className="inline-block rounded-lg border border-slate-400 bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-700">Automatic (page moved)</span>
      <span className="mt-1 block text-xs text-slate-600">{item.pagePublic ? "301, follows the page" : "Not served while the page is unpublished"}</span>
    </>
  );
}

function Hits({ item }: { item: RedirectListItem }) {
  if (item.kind === "automatic") return <span className="text-slate-500">Not counted</span>;
  return (
    <>
      <span className="tabular-nums">{item.hits}</span>
      <span className="block text-xs text-slate-600">
        {item.lastHitAt ? (
          <>
            last <time dateTime={item.lastHitAt}>{formatTimestamp(item.lastHitAt)}</time>
          </>
        ) : (
          "never used"
        )}
      </span>
    </>
  );
}

function EditLink({ item }: { item: RedirectListItem }) {
  if (item.kind === "automatic") return null;
  return (
    <Link to={`/admin/redirects/${item.id}`} className="btn-outline min-h-11 px-4 py-2 text-sm">
      Edit<span className="sr-only"> the redirect from {item.from}</span>
    </Link>
  );
}

/** Every redirect of a page of the list: cards on phones and tablets, a table on wider screens. */
export function RedirectList({ items, caption }: { items: RedirectListItem[]; caption: string }) {
  const key = (item: RedirectListItem) => `${item.kind}-${item.id}`;
  return (
    <>
      <ul aria-label={caption} className="grid gap-4 md:grid-cols-2 lg:hidden">
        {items.map((item) => (
          <li key={key(item)} className="card p-5">
            <dl className="grid gap-3 text-sm">
              <div>
                <dt className="font-semibold text-slate-600">Old address</dt>
                <dd className="mt-0.5">
                  <Address value={item.from} />
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-600">New address</dt>
                <dd className="mt-0.5">
                  <Address value={item.to} />
                </dd>
              </div>
              <div className="grid grid-cols-2 gap-4">
                <div>
                  <dt className="font-semibold text-slate-600">Kind</dt>
                  <dd className="mt-0.5 text-slate-900">
                    <Kind item={item} />
                  </dd>
                </div>
                <div>
                  <dt className="font-semibold text-slate-600">Visits</dt>
                  <dd className="mt-0.5 text-slate-900">
                    <Hits item={item} />
                  </dd>
                </div>
              </div>
            </dl>
            {item.kind === "staff" ? (
              <div className="mt-4">
                <EditLink item={item} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>

      <AdminTable
        caption={caption}
        columns={["Old address", "New address", "Kind", { label: "Visits", className: "text-right" }, { label: "Actions", visuallyHidden: true }]}
        headings="caps"
        className="hidden overflow-x-auto lg:block"
      >
        <tbody className="divide-y divide-slate-200">
          {items.map((item) => (
            <tr key={key(item)} className="align-top">
              <th scope="row" className="max-w-xs px-4 py-3 font-normal">
                <Address value={item.from} />
              </th>
              <td className="max-w-sm px-4 py-3">
                <Address value={item.to} />
              </td>
              <td className="px-4 py-3 text-slate-700">
                <Kind item={item} />
              </td>
              <td className="px-4 py-3 text-right text-slate-700">
                <Hits item={item} />
              </td>
              <td className="px-4 py-3 text-right">
                <EditLink item={item} />
              </td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
    </>
  );
}
