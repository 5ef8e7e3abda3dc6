import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { recordAudit } from "#app/features/admin/record-audit.server.ts";
import { lockActiveAdmins } from "./lock-active-admins.server.ts";

export type DeactivateStaffUserResult = "changed" | "unchanged" | "not-found" | "last-admin" | "self";
export type ReactivateStaffUserResult = "changed" | "unchanged" | "not-found";

/**
 * Stops a staff member from signing in and ends their open sessions at once (their next request
 * goes to the sign-in page, which refuses them). The account and what it did stay, so it can be
 * reactivated. Nobody deactivates themselves, and the last active admin stays active.
 */
export async function deactivateStaffUser(db: Kysely<Database>, input: { userId: number; actorId: number }, now = new Date()): Promise<DeactivateStaffUserResult> {
  if (input.userId === input.actorId) return "self";
  return db.transaction().execute(async (trx) => {
    const admins = await lockActiveAdmins(trx);
    const user = await trx.selectFrom("staff_users").select("disabled_at").where("id", "=", input.userId).executeTakeFirst();
    if (!user) return "not-found";
    if (user.disabled_at !== null) return "unchanged";
    if (admins.length === 1 && admins[0] === input.userId) return "last-admin";
    await trx.updateTable("staff_users").set({ disabled_at: now.toISOString() }).where("id", "=", input.userId).execute();
    await trx.deleteFrom("sessions").where("user_id", "=", input.userId).execute();
    await recordAudit(trx, { userId: input.actorId, action: "user.deactivate", target: `staff_user:${input.userId}` }, now);
    return "changed";
  });
}

/** Lets a deactivated staff member sign in again, with the role they had. */
export async function reactivateStaffUser(db: Kysely<Database>, input: { userId: number; actorId: number }, now = new Date()): Promise<ReactivateStaffUserResult> {
  return db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom("staff_users").select("disabled_at").where("id", "=", input.userId).executeTakeFirst();
    if (!user) return "not-found";
    if (user.disabled_at === null) return "unchanged";
    await trx.updateTable("staff_users").set({ disabled_at: null }).where("id", "=", input.userId).execute();
    await recordAudit(trx, { userId: input.actorId, action: "user.reactivate", target: `staff_user:${input.userId}` }, now);
    return "changed";
  });
}
