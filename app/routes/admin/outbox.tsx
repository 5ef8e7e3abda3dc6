import { data, redirect } from "react-router";
import type { Route } from "./+types/outbox";
import { AdminNotice } from "#app/components/admin/admin-notice.tsx";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { AdminPagination } from "#app/components/admin/admin-pagination.tsx";
import { FilterLinks } from "#app/components/admin/filter-links.tsx";
import { parseEnv } from "#app/config/env.server.ts";
import { OUTBOX_STATUSES } from "#app/db/schema.ts";
import { ADMIN_RESPONSE_HEADERS, adminMeta } from "#app/features/admin/admin-headers.ts";
import { assertValidMutation } from "#app/features/admin/csrf.server.ts";
import { OutboxList } from "#app/features/admin/operations/outbox-list.tsx";
import { outboxNoticeText, outboxPath, readOutboxFilters } from "#app/features/admin/operations/outbox-filters.ts";
import { listOutbox } from "#app/features/admin/operations/list-outbox.server.ts";
import { canRetryMail, retryOutboxMail } from "#app/features/admin/operations/retry-outbox-mail.server.ts";
import { parseRecordId } from "#app/features/admin/parse-record-id.ts";
import { requireStaff } from "#app/features/admin/require-staff.server.ts";
import { readStaffForm } from "#app/features/admin/read-staff-form.server.ts";

export const headers: Route.HeadersFunction = () => ADMIN_RESPONSE_HEADERS;

export const meta: Route.MetaFunction = () => adminMeta("Outbox");

// Enough to tell a refused address from a timeout; the sender stores up to 500 characters.
const SHORT_ERROR_LENGTH = 140;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const url = new URL(request.url);
  const filters = readOutboxFilters(url.searchParams);
  const { items, counts, pageCount } = await listOutbox(context.db, filters);
  const now = new Date();
  const mails = items.map((item) => ({
    ...item,
    lastError: item.lastError && item.lastError.length > SHORT_ERROR_LENGTH ? `${item.lastError.slice(0, SHORT_ERROR_LENGTH - 1)}…` : item.lastError,
    retryable: canRetryMail(item, now),
  }));
  return data(
    { mails, counts, pageCount, filters, sending: Boolean(parseEnv().SMTP_URL), notice: outboxNoticeText(url.searchParams.get("notice")) },
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
  const filters = readOutboxFilters(new URL(request.url).searchParams);
  throw redirect(outboxPath(filters, result), { status: 303, headers: ADMIN_RESPONSE_HEADERS });
}

const statusLabels = { queued: "Queued", sent: "Sent", failed: "Failed" } as const;

export default function Outbox({ loaderData }: Route.ComponentProps) {
  const { mails, counts, pageCount, filters, sending, notice } = loaderData;
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
      <FilterLinks
        label="Filter mails by status"
        links={[
          { label: "All", href: outboxPath({}), current: filters.status === null, count: counts.all },
          ...OUTBOX_STATUSES.map((status) => ({ label: statusLabels[status], href: outboxPath({ status }), current: filters.status === status, count: counts[status] })),
        ]}
      />
      {mails.length === 0 ? (
        <p className="card p-6 text-slate-700">{filters.status ? `No ${filters.status} mails.` : "No mails yet."}</p>
      ) : (
        <OutboxList mails={mails} label={listLabel} action={outboxPath(filters)} />
      )}
      <AdminPagination page={filters.page} pageCount={pageCount} hrefFor={(page) => outboxPath({ ...filters, page })} label="Pages of mails" />
    </AdminPage>
  );
}
