import { data, redirect } from "react-router";
import type { Route } from "./+types/outbox";
import { AdminNotice } from "#app/components/admin/admin-notice.tsx";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { AdminPagination } from "#app/components/admin/admin-pagination.tsx";
import { FilterLinks } from "#app/components/admin/filter-links.tsx";
import { ListSearchForm } from "#app/components/admin/list-search-form.tsx";
import { parseEnv } from "#app/config/env.server.ts";
import { OUTBOX_STATUSES } from "#app/db/schema.ts";
import { ADMIN_RESPONSE_HEADERS, adminMeta } from "#app/features/admin/admin-headers.ts";
import { assertValidMutation } from "#app/features/admin/csrf.server.ts";
import { OutboxList } from "#app/features/admin/operations/outbox-list.tsx";
import { OUTBOX_SEARCH_MAX_LENGTH, outboxNoticeText, outboxPath, readOutboxFilters } from "#app/features/admin/operations/outbox-filters.ts";
import { listOutbox } from "#app/features/admin/operations/list-outbox.server.ts";
import { canRetryMail, retryOutboxMail } from "#app/features/admin/operations/retry-outbox-mail.server.ts";
import { parseRecordId } from "#app/features/admin/parse-record-id.ts";
import { readListPosition } from "#app/features/admin/read-list-position.server.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";
import { readStaffForm } from "#app/features/admin/read-staff-form.server.ts";
import { readKeysetPosition } from "#app/lib/paging/keyset-cursor.ts";

export const headers: Route.HeadersFunction = () => ADMIN_RESPONSE_HEADERS;

export const meta: Route.MetaFunction = () => adminMeta("Outbox");

// Enough to tell a refused address from a timeout; the sender stores up to 500 characters.
const SHORT_ERROR_LENGTH = 140;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const url = new URL(request.url);
  const filters = readOutboxFilters(url.searchParams);
  const position = readListPosition(url.searchParams);
  const { items, counts, newer, older } = await listOutbox(context.db, filters, position);
  const now = new Date();
  const mails = items.map((item) => ({
    ...item,
    lastError: item.lastError && item.lastError.length > SHORT_ERROR_LENGTH ? `${item.lastError.slice(0, SHORT_ERROR_LENGTH - 1)}…` : item.lastError,
    retryable: canRetryMail(item, now),
  }));
  return data(
    { mails, counts, page: { newer, older }, filters, position, sending: Boolean(parseEnv().SMTP_URL), notice: outboxNoticeText(url.searchParams.get("notice")) },
    { headers: ADMIN_RESPONSE_HEADERS },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireStaff(request, context);
  const form = await readStaffForm(request);
  assertValidMutation(request, form, session);
  if (form.get("intent") !== "retry") throw data("Unknown action.", { status: 400, headers: ADMIN_RESPONSE_HEADERS });
  const id = parseRecordId(form.get("mailId"));
  if (id === null) throw data("No such mail.", { status: 404, headers: ADMIN_RESPONSE_HEADERS });
  const result = await retryOutboxMail(context.db, id, session.userId);
  if (result === "not-found") throw data("No such mail.", { status: 404, headers: ADMIN_RESPONSE_HEADERS });
  const params = new URL(request.url).searchParams;
  const position = readKeysetPosition(params);
  throw redirect(outboxPath(readOutboxFilters(params), position === "invalid" ? null : position, result), { status: 303, headers: ADMIN_RESPONSE_HEADERS });
}

const statusLabels = { queued: "Queued", sent: "Sent", failed: "Failed" } as const;

export default function Outbox({ loaderData }: Route.ComponentProps) {
  const { mails, counts, page, filters, position, sending, notice } = loaderData;
  const listLabel = filters.status ? `${statusLabels[filters.status]} mails` : "All mails";

  return (
    <AdminPage
      title="Outbox"
      description="Every mail the site sends, newest first. A failed mail can be retried: it gets one more attempt at once."
    >
      <AdminNotice message={notice} />
      {sending ? null : (
        <p className="mb-6 rounded-lg border border-accent-800/40 bg-accent-100 px-4 py-3 text-sm font-medium text-accent-800">
          Sending is off on this server (SMTP_URL is not set), so queued mails wait here.
        </p>
      )}
      <ListSearchForm
        label="Search the outbox"
        fieldLabel="Recipient or subject"
        id="outbox-search"
        value={filters.q}
        maxLength={OUTBOX_SEARCH_MAX_LENGTH}
        keep={{ status: filters.status }}
        clearHref={outboxPath({ status: filters.status })}
      />
      <FilterLinks
        label="Filter mails by status"
        links={[
          // Counts of every mail: beside a search they would count what it did not find.
          { label: "All", href: outboxPath({ q: filters.q }), current: filters.status === null, count: filters.q ? undefined : counts.all },
          ...OUTBOX_STATUSES.map((status) => ({
            label: statusLabels[status],
            href: outboxPath({ status, q: filters.q }),
            current: filters.status === status,
            count: filters.q ? undefined : counts[status],
          })),
        ]}
      />
      {mails.length === 0 ? (
        <p className="card p-6 text-slate-700">{filters.q ? "No mails match." : filters.status ? `No ${filters.status} mails.` : "No mails yet."}</p>
      ) : (
        <OutboxList mails={mails} label={listLabel} action={outboxPath(filters, position)} />
      )}
      <AdminPagination label="Pages of mails" noun="mails" page={page} hrefFor={(at) => outboxPath(filters, at)} />
    </AdminPage>
  );
}
