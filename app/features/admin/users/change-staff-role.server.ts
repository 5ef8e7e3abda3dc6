import type { Kysely } from "kysely";
import type { Database, StaffRole } from "#app/db/schema.ts";
import { recordAudit } from "#app/features/admin/record-audit.server.ts";
import { lockActiveAdmins } from "./lock-active-admins.server.ts";

export type ChangeStaffRoleResult = "changed" | "unchanged" | "not-found" | "last-admin";

/**
 * Gives a staff member another role; it applies at their next request, since every request
 * reads the role afresh. The last active admin keeps theirs: without one, nobody could manage
 * users or settings again. A repeated post (a second tab) changes and logs nothing.
 */
export async function changeStaffRole(db: Kysely<Database>, input: { userId: number; role: StaffRole; actorId: number }, now = new Date()): Promise<ChangeStaffRoleResult> {
  return db.transaction().execute(async (trx) => {
    const admins = await lockActiveAdmins(trx);
    const user = await trx.selectFrom("staff_users").select(["role", "disabled_at"]).where("id", "=", input.userId).executeTakeFirst();
    if (!user) return "not-found";
    if (user.role === input.role) return "unchanged";
    if (admins.length === 1 && admins[0] === input.userId) return "last-admin";
    await trx.updateTable("staff_users").set({ role: input.role }).where("id", "=", input.userId).execute();
    await recordAudit(trx, { userId: input.actorId, action: "user.role-change", target: `staff_user:${input.userId} (${user.role} → ${input.role})` }, now);
    return "changed";
  });
}
