import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { recordAudit } from "./record-audit.server.ts";

/** Where a staff member without a second factor is sent while two-factor is required. */
export const TWO_FACTOR_SETUP_PATH = "/admin/account/two-factor";

/** What such a person may still open (route patterns of staff-policy.ts): setting up two-factor, and signing out. */
export const OPEN_WITHOUT_SECOND_FACTOR: readonly string[] = [TWO_FACTOR_SETUP_PATH, "/admin/sign-out"];

/** Whether an admin requires every staff member to sign in with a second factor. */
export async function isTwoFactorRequired(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom("staff_security_settings").select("require_two_factor").where("id", "=", 1).executeTakeFirst();
  return row?.require_two_factor === 1;
}

/** Turns the requirement on or off, on record; "unchanged" when it already was so. */
export async function setTwoFactorRequired(db: Kysely<Database>, options: { required: boolean; actorId: number; now?: Date }): Promise<"changed" | "unchanged"> {
  const now = options.now ?? new Date();
  const value = options.required ? 1 : 0;
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("staff_security_settings")
      .set({ require_two_factor: value, updated_at: now.toISOString(), updated_by: options.actorId })
      .where("id", "=", 1)
      .where("require_two_factor", "!=", value)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return "unchanged";
    await recordAudit(trx, { userId: options.actorId, action: options.required ? "user.two-factor-require" : "user.two-factor-unrequire", target: "every staff account" }, now);
    return "changed";
  });
}
