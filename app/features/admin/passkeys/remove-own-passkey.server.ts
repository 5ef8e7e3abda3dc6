import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { recordAudit } from "#app/features/admin/record-audit.server.ts";

/** Removes one of the person's own passkeys, on record; false when they have no passkey of that id. */
export async function removeOwnPasskey(db: Kysely<Database>, input: { userId: number; passkeyId: number }, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom("staff_passkeys").where("id", "=", input.passkeyId).where("user_id", "=", input.userId).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return false;
    await recordAudit(trx, { userId: input.userId, action: "staff.passkey-remove", target: `staff_passkey:${input.passkeyId}` }, now);
    return true;
  });
}
