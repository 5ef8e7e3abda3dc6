import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { AUDIT_PAGE_SIZE, SYSTEM_USER, type AuditFilters } from "./audit-filters.ts";

export type AuditLogItem = {
  id: number;
  action: string;
  target: string;
  createdAt: string;
  userId: number | null;
  /** Null for the system and for a user row that no longer exists. */
  email: string | null;
};

/** One page of the audit log, newest first, with the acting staff member's email. */
export async function listAuditLog(db: Kysely<Database>, filters: AuditFilters) {
  let query = db.selectFrom("audit_log");
  if (filters.action) query = query.where("action", "=", filters.action);
  if (filters.user === SYSTEM_USER) query = query.where("user_id", "is", null);
  else if (filters.user !== null) query = query.where("user_id", "=", filters.user);

  const [rows, total] = await Promise.all([
    query
      .leftJoin("staff_users", "staff_users.id", "audit_log.user_id")
      .select(["audit_log.id", "audit_log.action", "audit_log.target", "audit_log.created_at", "audit_log.user_id", "staff_users.email"])
      .orderBy("audit_log.created_at", "desc")
      .orderBy("audit_log.id", "desc")
      .limit(AUDIT_PAGE_SIZE)
      .offset((filters.page - 1) * AUDIT_PAGE_SIZE)
      .execute(),
    query.select((eb) => eb.fn.countAll<string | number>().as("count")).executeTakeFirstOrThrow(),
  ]);
  const items: AuditLogItem[] = rows.map((row) => ({
    id: row.id,
    action: row.action,
    target: row.target,
    createdAt: row.created_at,
    userId: row.user_id,
    email: row.email,
  }));
  // PostgreSQL returns counts as strings.
  return { items, pageCount: Math.max(1, Math.ceil(Number(total.count) / AUDIT_PAGE_SIZE)) };
}

/** Everyone who can appear in the log, for the filter: disabled accounts too, their actions stay. */
export function listStaffForFilter(db: Kysely<Database>) {
  return db.selectFrom("staff_users").select(["id", "email"]).orderBy("email").execute();
}
