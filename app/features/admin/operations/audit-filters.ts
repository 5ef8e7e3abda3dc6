import { parseRecordId } from "#app/features/admin/parse-record-id.ts";
import type { AuditAction } from "#app/features/admin/record-audit.server.ts";
import { type KeysetPosition, setKeysetPosition } from "#app/lib/paging/keyset-cursor.ts";
import { AUDIT_ACTION_LABELS } from "./audit-action-labels.ts";

export const AUDIT_PAGE_SIZE = 50;

/** The `user` filter's value for actions no staff member did. */
export const SYSTEM_USER = "system";

export type AuditFilters = {
  action: AuditAction | null;
  /** A staff user's id, SYSTEM_USER, or null for everyone. */
  user: number | typeof SYSTEM_USER | null;
};

/** `?action=…&user=ID|system` of the audit page; anything unreadable means "no filter". */
export function readAuditFilters(params: URLSearchParams): AuditFilters {
  const action = params.get("action");
  const user = params.get("user");
  return {
    action: action !== null && Object.hasOwn(AUDIT_ACTION_LABELS, action) ? (action as AuditAction) : null,
    user: user === SYSTEM_USER ? SYSTEM_USER : parseRecordId(user),
  };
}

/** The audit page's URL for these filters at this position (null: the first page). */
export function auditPath(filters: Partial<AuditFilters>, position: KeysetPosition | null = null): string {
  const params = new URLSearchParams();
  if (filters.action) params.set("action", filters.action);
  if (filters.user) params.set("user", String(filters.user));
  setKeysetPosition(params, position);
  const query = params.toString();
  return query ? `/admin/audit?${query}` : "/admin/audit";
}
