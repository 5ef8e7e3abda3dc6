import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { staffUserTarget } from "#app/features/admin/audit-targets.ts";
import { recordAudit } from "#app/features/admin/record-audit.server.ts";
import { endUserSessions, type StaffSession } from "#app/features/admin/sessions.server.ts";

/**
 * Ends one of the person's other sessions (`sessionId`), or all of them but this one. Only their
 * own: the id of someone else's session matches nothing. This session is never ended here
 * (signing out does that). Returns how many ended; a repeated post ends and records nothing.
 */
export async function endOwnSessions(db: Kysely<Database>, session: StaffSession, which: { sessionId: string } | "all-others", now = new Date()): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const ended =
      which === "all-others"
        ? await endUserSessions(trx, session.userId, { exceptId: session.id })
        : Number(
            (await trx.deleteFrom("sessions").where("id", "=", which.sessionId).where("id", "!=", session.id).where("user_id", "=", session.userId).executeTakeFirst())
              .numDeletedRows,
          );
    if (ended > 0) await recordAudit(trx, { userId: session.userId, action: "staff.sessions-end", target: `${staffUserTarget(session.userId)} (${ended} session${ended === 1 ? "" : "s"})` }, now);
    return ended;
  });
}
