import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { recordAudit } from "#app/features/admin/record-audit.server.ts";
import { SUBMISSION_KINDS, type SubmissionTable } from "./submission-kinds.ts";

type DeleteInput = { table: SubmissionTable; id: number; userId: number; now?: Date };

/** Deletes an enquiry or application together with its file, in one transaction. False when there is no such row. */
export async function deleteSubmission(db: Kysely<Database>, input: DeleteInput): Promise<boolean> {
  const kind = SUBMISSION_KINDS[input.table];
  return db.transaction().execute(async (trx) => {
    const row = await trx.deleteFrom(input.table).where("id", "=", input.id).returning("attachment_id").executeTakeFirst();
    if (!row) return false;
    // The foreign key would only clear the reference; the file itself goes with its submission.
    if (row.attachment_id !== null) await trx.deleteFrom("attachments").where("id", "=", row.attachment_id).execute();
    await recordAudit(trx, { userId: input.userId, action: kind.audit.delete, target: `${kind.singular}:${input.id}` }, input.now);
    return true;
  });
}
