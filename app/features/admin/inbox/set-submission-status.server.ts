import type { Kysely } from "kysely";
import type { Database, SubmissionStatus } from "#app/db/schema.ts";
import { recordAudit } from "#app/features/admin/record-audit.server.ts";
import { SUBMISSION_KINDS, type SubmissionTable } from "./submission-kinds.ts";

type SetStatusInput = { table: SubmissionTable; id: number; status: SubmissionStatus; userId: number; now?: Date };

/**
 * Marks an enquiry or application handled (starting its retention clock) or new again (stopping
 * it), and records who did it. False when there is no such row.
 */
export async function setSubmissionStatus(db: Kysely<Database>, input: SetStatusInput): Promise<boolean> {
  const now = input.now ?? new Date();
  const kind = SUBMISSION_KINDS[input.table];
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable(input.table)
      .set({ status: input.status, handled_at: input.status === "handled" ? now.toISOString() : null })
      .where("id", "=", input.id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await recordAudit(
      trx,
      { userId: input.userId, action: input.status === "handled" ? kind.audit.markHandled : kind.audit.markNew, target: `${kind.singular}:${input.id}` },
      now,
    );
    return true;
  });
}
