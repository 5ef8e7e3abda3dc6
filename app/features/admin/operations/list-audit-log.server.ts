import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import type { KeysetPosition } from "#app/lib/paging/keyset-cursor.ts";
import { type KeysetPage, pageByKeyset, readKeysetPage } from "#app/lib/paging/page-by-keyset.server.ts";
import { AUDIT_PAGE_SIZE, SYSTEM_USER, type AuditFilters } from "./audit-filters.ts";

export type AuditLogItem = {
  id: number;
  action: string;
  target: string;
  createdAt: string;
  userId: number | null;
  /** Null for the system and for a user row that no longer exists. */
  email: string | null;
  /** The staff member's name as it is now; null like `email`. */
  displayName: string | null;
};

/** The query of one page of the audit log, newest first, with the acting staff member's name and email; exported so the query-plan test checks the SQL the page runs. */
export function auditLogPageQuery(db: Kysely<Database>, filters: AuditFilters, position: KeysetPosition | null) {
  let query = db.selectFrom("audit_log");
  if (filters.action) query = query.where("audit_log.action", "=", filters.action);
  if (filters.user === SYSTEM_USER) query = query.where("audit_log.user_id", "is", null);
  else if (filters.user !== null) query = query.where("audit_log.user_id", "=", filters.user);
  const withEmail = query
    .leftJoin("staff_users", "staff_users.id", "audit_log.user_id")
    .select(["audit_log.id", "audit_log.action", "audit_log.target", "audit_log.created_at", "audit_log.user_id", "staff_users.email", "staff_users.display_name"]);
  return pageByKeyset(withEmail, { key: "audit_log.created_at", id: "audit_log.id" }, position, AUDIT_PAGE_SIZE);
}

/**
 * One page of the audit log, newest first. No total: the log only grows, counting it would cost
 * more with every year, and Newer and Older need none.
 */
export async function listAuditLog(db: Kysely<Database>, filters: AuditFilters, position: KeysetPosition | null = null): Promise<KeysetPage<AuditLogItem>> {
  const page = await readKeysetPage((at) => auditLogPageQuery(db, filters, at).execute(), position, AUDIT_PAGE_SIZE, (row) => ({ key: row.created_at, id: row.id }));
  return {
    ...page,
    rows: page.rows.map((row) => ({
      id: row.id,
      action: row.action,
      target: row.target,
      createdAt: row.created_at,
      userId: row.user_id,
      email: row.email,
      displayName: row.display_name,
    })),
  };
}

/** Everyone who can appear in the log, for the filter: disabled accounts too, their actions stay. */
export function listStaffForFilter(db: Kysely<Database>) {
  return db.selectFrom("staff_users").select(["id", "email", "display_name"]).orderBy("display_name").orderBy("email").execute();
}
