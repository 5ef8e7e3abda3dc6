import { AdminTable } from "#app/components/admin/admin-table.tsx";
import { formatTimestamp } from "#app/features/admin/inbox/format-timestamp.ts";
import { UNKNOWN_ACCOUNT_TARGET } from "#app/features/admin/audit-targets.ts";
import { auditActionLabel } from "./audit-action-labels.ts";
import type { AuditLogItem } from "./list-audit-log.server.ts";

/**
 * Who did it: the staff member's name with their email, "System" for scheduled work, "Unknown
 * account" for an attempt on an address with no account, or the id of a user since deleted.
 */
export function auditActor(item: Pick<AuditLogItem, "userId" | "email" | "displayName" | "target">): { name: string; email: string | null } {
  if (item.userId === null) return { name: item.target === UNKNOWN_ACCOUNT_TARGET ? "Unknown account" : "System", email: null };
  if (item.email === null) return { name: `Deleted user #${item.userId}`, email: null };
  return { name: item.displayName ?? item.email, email: item.email };
}

function Actor({ item }: { item: AuditLogItem }) {
  const { name, email } = auditActor(item);
  return (
    <>
      <span className="block font-medium text-slate-900">{name}</span>
      {email ? <span className="block text-sm break-all text-slate-600">{email}</span> : null}
    </>
  );
}

function When({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} className="whitespace-nowrap">
      {formatTimestamp(iso)}
    </time>
  );
}

/** The audit log as cards on phones and a table on wider screens. */
export function AuditLogList({ items, label }: { items: AuditLogItem[]; label: string }) {
  return (
    <>
      <ul aria-label={label} className="space-y-3 md:hidden">
        {items.map((item) => (
          <li key={item.id} className="card p-4">
            <p className="font-semibold text-slate-900">{auditActionLabel(item.action)}</p>
            <dl className="mt-2 grid gap-2 text-sm">
              <div className="flex flex-wrap gap-x-2">
                <dt className="font-semibold text-slate-600">Who</dt>
                <dd className="min-w-0 text-slate-900">
                  <Actor item={item} />
                </dd>
              </div>
              <div className="flex flex-wrap gap-x-2">
                <dt className="font-semibold text-slate-600">Target</dt>
                <dd className="min-w-0 break-all text-slate-900">
                  <code>{item.target}</code>
                </dd>
              </div>
              <div className="flex flex-wrap gap-x-2">
                <dt className="font-semibold text-slate-600">When</dt>
                <dd className="text-slate-900">
                  <When iso={item.createdAt} />
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>

      <AdminTable caption={`${label}, newest first`} columns={["When", "Who", "What", "Target"]} headings="caps" className="hidden overflow-hidden md:block">
        <tbody className="divide-y divide-slate-200">
          {items.map((item) => (
            <tr key={item.id} className="align-top">
              <td className="px-4 py-3 text-slate-700">
                <When iso={item.createdAt} />
              </td>
              <td className="px-4 py-3">
                <Actor item={item} />
              </td>
              <th scope="row" className="px-4 py-3 font-semibold text-slate-900">
                {auditActionLabel(item.action)}
              </th>
              <td className="px-4 py-3 break-all text-slate-700">
                <code>{item.target}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
    </>
  );
}
