import type { Kysely, Transaction } from "kysely";
import type { Database } from "#app/db/schema.ts";
import { recordAudit } from "#app/features/admin/record-audit.server.ts";
import { invalidateBlogCache } from "#app/features/blog/blog-cache.server.ts";
import { addressFingerprint } from "./address-fingerprint.server.ts";
import { findPersonalData } from "./find-personal-data.server.ts";

export type ErasureCounts = { enquiries: number; applications: number; files: number; comments: number; mails: number; auditEntries: number };

/** What an audit entry that named the address says in its place. */
export const ERASED_ADDRESS_MARK = "[erased address]";

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** "1 enquiry, 2 applications, …" for the audit entry and the notice. */
export function describeErasure(counts: ErasureCounts): string {
  const part = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  return [
    part(counts.enquiries, "enquiry", "enquiries"),
    part(counts.applications, "application", "applications"),
    part(counts.files, "file", "files"),
    part(counts.comments, "comment", "comments"),
    part(counts.mails, "mail", "mails"),
    part(counts.auditEntries, "audit entry redacted", "audit entries redacted"),
  ].join(", ");
}

async function deleteSubmissions(trx: Transaction<Database>, table: "enquiries" | "applications", ids: number[]): Promise<{ rows: number; files: number }> {
  if (ids.length === 0) return { rows: 0, files: 0 };
  const deleted = await trx.deleteFrom(table).where("id", "in", ids).returning("attachment_id").execute();
  // The foreign key would only clear the reference: the file goes with its submission (ADR 006).
  const fileIds = deleted.map((row) => row.attachment_id).filter((id): id is number => id !== null);
  const files = fileIds.length > 0 ? Number((await trx.deleteFrom("attachments").where("id", "in", fileIds).executeTakeFirst()).numDeletedRows) : 0;
  return { rows: deleted.length, files };
}

/**
 * Erases what the site stores about an address (lower-cased), in one transaction: the visitor's
 * enquiries and applications with their files, the comments and mails that name it (queued mails
 * included, so nothing is sent to it afterwards), and the address inside audit entries, which
 * stay as a record of what staff did. Staff accounts and invitations are left to the users page.
 * The erasure itself is audited with counts and the address's fingerprint, never the address.
 * The blog's cached pages are dropped once it commits when a comment went.
 */
export async function erasePersonalData(db: Kysely<Database>, input: { address: string; userId: number; now?: Date }): Promise<ErasureCounts> {
  const now = input.now ?? new Date();
  const counts = await db.transaction().execute(async (trx) => {
    const found = await findPersonalData(trx, input.address);
    const enquiries = await deleteSubmissions(
      trx,
      "enquiries",
      found.enquiries.map((row) => row.id),
    );
    const applications = await deleteSubmissions(
      trx,
      "applications",
      found.applications.map((row) => row.id),
    );
    const commentIds = found.comments.map((row) => row.id);
    if (commentIds.length > 0) await trx.deleteFrom("comments").where("id", "in", commentIds).execute();
    const mailIds = found.mails.map((row) => row.id);
    if (mailIds.length > 0) await trx.deleteFrom("outbox").where("id", "in", mailIds).execute();
    // The entry keeps what was done and when; only the address in its description goes.
    const named = new RegExp(escapeRegExp(input.address), "gi");
    for (const entry of found.auditEntries) {
      await trx.updateTable("audit_log").set({ target: entry.target.replace(named, ERASED_ADDRESS_MARK) }).where("id", "=", entry.id).execute();
    }
    const erased: ErasureCounts = {
      enquiries: enquiries.rows,
      applications: applications.rows,
      files: enquiries.files + applications.files,
      comments: commentIds.length,
      mails: mailIds.length,
      auditEntries: found.auditEntries.length,
    };
    await recordAudit(trx, { userId: input.userId, action: "personal-data.erase", target: `sha256:${addressFingerprint(input.address)} (${describeErasure(erased)})` }, now);
    return erased;
  });
  if (counts.comments > 0) invalidateBlogCache(db);
  return counts;
}
